import { pages } from '../../generated/legal';
import type { SiteRoute } from '../../routes/route-list';

/** A legal page as content/legal/ gives it: front matter, language, slug, body HTML and `##` sections. */
export type LegalPageEntry = Awaited<ReturnType<(typeof pages)[number]['load']>>['default'];

/** What a legal page renders from: in the browser the body is read from the page's HTML. */
export type LegalPageData = Omit<LegalPageEntry, 'html'> & { html?: string };

/** Build time: the legal page of the route's language whose translationKey is the route's page. */
export default async function legalPageData(route: SiteRoute): Promise<LegalPageEntry> {
  const page = pages.find((entry) => entry.language === route.language && entry.translationKey === route.pageId);
  if (!page) throw new Error(`No legal page content/legal/${route.language}/ for ${route.pageId}`);
  return (await page.load()).default;
}

/** The route-data block carries everything but the body, which is in the prerendered HTML already. */
export function inDocument({ html: _body, ...rest }: LegalPageEntry): LegalPageData {
  return rest;
}
