import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import { PageHead } from '../layout/page-head';
import { PAGES, type StaticPageId } from '../routes/pages';
import { useRouteData } from '../routes/route-data';

function isStaticPageId(pageId: string | null | undefined): pageId is StaticPageId {
  return pageId !== null && pageId !== undefined && pageId in PAGES && 'titleKey' in PAGES[pageId as StaticPageId];
}

/**
 * The head of a page whose title and description are still UI strings named by the route table
 * (the articles list, until its pagination moves them to its content); canonical and
 * alternates from the route. Other pages render `<PageHead {...content.meta} />`.
 */
export function StaticPageHead({ language }: { language: Language }) {
  const { t } = useTranslation();
  const pageId = useRouteData()?.pageId;
  if (!isStaticPageId(pageId)) return null;
  const page = PAGES[pageId];
  return <PageHead language={language} title={t(page.titleKey)} description={t(page.descriptionKey)} />;
}
