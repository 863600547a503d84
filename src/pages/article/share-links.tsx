import { useTranslation } from '../../i18n/use-translation';
import { absoluteUrl } from '../../routes/paths';

/** Share pages of three networks, each taking the article's URL (and title where it can). */
function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

/** Links that share the article on three networks, and a button that copies its address. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const url = absoluteUrl(path);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      // Clipboard access can be refused (permissions, insecure context): say so instead.
      console.warn('Copying the link failed', error);
      window.prompt(t('article.copyManually'), url);
      return;
    }
    window.alert(t('article.linkCopied'));
  };
  const buttonClass =
    'rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-sm font-semibold text-slate-900">{t('article.share')}</h2>
      {shareTargets(url, title).map((target) => (
        <a key={target.name} href={target.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
          {target.name}
          <span className="sr-only"> {t('article.opensInNewTab')}</span>
        </a>
      ))}
      <button type="button" onClick={() => void copyLink()} className={buttonClass}>
        {t('article.copyLink')}
      </button>
    </div>
  );
}
