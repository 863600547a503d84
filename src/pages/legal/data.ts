import { pages } from '../../generated/legal';
import type { SiteRoute } from '../../routes/route-list';

export type LegalPageEntry = Awaited<ReturnType<(typeof pages)[number]['load']>>['default'];

/** In the browser the body is read from the page's HTML. */
export type LegalPageData = Omit<LegalPageEntry, 'html'> & { html?: string };

/** Build time: the route's language's legal page whose translationKey is the route's page. */
export default async function legalPageData(route: SiteRoute): Promise<LegalPageEntry> {
  const page = pages.find((entry) => entry.language === route.language && entry.translationKey === route.pageId);
  if (!page) throw new Error(`No legal page content/legal/${route.language}/ for ${route.pageId}`);
  return (await page.load()).default;
}

/** The block carries all but the body, which is in the prerendered HTML already. */
export function inDocument({ html: _body, ...rest }: LegalPageEntry): LegalPageData {
  return rest;
}
