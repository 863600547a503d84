import { useTranslation } from '../../i18n/use-translation';
import type { LegalPageData } from './data';

/** The page's `##` sections as links to their headings, in a labelled navigation landmark. */
export function LegalContents({ sections }: Pick<LegalPageData, 'sections'>) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  return (
    <nav aria-label={t('legal.contents')} className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{t('legal.contents')}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-base text-slate-700 marker:text-slate-500">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
