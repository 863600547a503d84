import type { Language } from '../i18n/languages';
import { useTranslation } from '../i18n/use-translation';
import { cookiePolicyHref } from '../layout/navigation';

/** Who receives what when the embed loads; the cookie policy link follows. */
export function EmbedNotice({
  id,
  text,
  language,
  className,
}: {
  id: string;
  text: string;
  language: Language;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className={className}>
      {text}{' '}
      <a href={cookiePolicyHref(language)} className="font-medium underline">
        {t('consent.banner.policy')}
      </a>
    </p>
  );
}
