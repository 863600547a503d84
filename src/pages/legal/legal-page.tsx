import { formatDate } from '../../components/format-date';
import { PageTitle } from '../../components/page-hero';
import { useTranslation } from '../../i18n/use-translation';
import { PageHead } from '../../layout/page-head';
import type { LegalPageData } from './data';
import { LegalBody } from './legal-body';
import { LegalContents } from './legal-contents';

/** A legal or trust page: title, last-updated date, table of contents and the text. */
export function LegalPage({ page }: { page: LegalPageData }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead language={page.language} title={page.title} description={page.description} />
      <article className="mx-auto max-w-3xl px-4 pt-32 pb-16 sm:px-6">
        <PageTitle>{page.title}</PageTitle>
        <p className="mt-4 text-sm text-slate-600">
          {t('legal.updated')} <time dateTime={page.updated}>{formatDate(page.updated, page.language)}</time>
        </p>
        <LegalContents sections={page.sections} />
        <LegalBody html={page.html} />
      </article>
    </>
  );
}
