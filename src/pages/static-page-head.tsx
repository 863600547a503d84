import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { LANGUAGES } from '../i18n/languages';
import { PageHead } from '../layout/page-head';
import { PAGES, type PageId } from '../routes/pages';
import { pathTo } from '../routes/paths';

type StaticPageId = { [Id in PageId]: (typeof PAGES)[Id] extends { titleKey: string } ? Id : never }[PageId];

/** The head of a page without parameters, its title and description from the route table's keys. */
export function StaticPageHead({ pageId, language }: { pageId: StaticPageId; language: Language }) {
  const { t } = useTranslation();
  const page = PAGES[pageId];
  const alternates = Object.fromEntries(LANGUAGES.map((other) => [other, pathTo(pageId, other)]));
  return (
    <PageHead
      language={language}
      title={t(page.titleKey)}
      description={t(page.descriptionKey)}
      alternates={alternates}
    />
  );
}
