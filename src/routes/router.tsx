import type { ReactElement } from 'react';
import { contentLoaders } from '../content/content-loaders';
import type { Language } from '../i18n/languages';
import { SiteLayout } from '../layout/site-layout';
import { recordingContentLoaders } from './content-use';
import { matchPage } from './match-page';
import type { PageModule } from './page-module';
import { PAGES, type PageId } from './pages';
import { documentLanguage, documentPageId, useRouteData } from './route-data';

/** Every page folder's `route.tsx`, each its own chunk: the router's only knowledge of a page's code. */
const pageModules = import.meta.glob<{ default: PageModule }>('../pages/*/route.tsx');

async function notFoundPage(language: Language): Promise<ReactElement> {
  const { NotFoundPage } = await import('../pages/not-found/not-found-page');
  return <NotFoundPage language={language} />;
}

/** A page of the route table, rendered from the data its HTML brought (or, at build time, was given). */
async function tablePage(pageId: PageId, language: Language): Promise<ReactElement> {
  const { folder } = PAGES[pageId];
  const load = pageModules[`../pages/${folder}/route.tsx`];
  if (!load) throw new Error(`No src/pages/${folder}/route.tsx for page "${pageId}"`);
  const loaders = import.meta.env.SSR ? recordingContentLoaders(pageId, language) : contentLoaders;
  const render = await (await load()).default.load(language, loaders);
  function Page() {
    return render(useRouteData()?.data ?? null);
  }
  return <Page />;
}

/**
 * The element for the page at `pathname`, with its code and content loaded: the prerender
 * renders it to a string, the browser hydrates it. Every navigation is a full page load, so
 * there is no client-side router: the page is looked up once, in the route table (match-page.ts).
 */
export async function loadPageElement(pathname: string): Promise<ReactElement> {
  const match = matchPage(pathname);
  if (match.kind === 'root') {
    // Only the dev server shows this: the build writes `/` as a page without the application.
    const { RootRedirect } = await import('../pages/root/root-redirect');
    return <RootRedirect />;
  }
  // In the browser, a page answered at an address of no page (the newsletter's link endpoint
  // answers a refused link with its prerendered page) hydrates as the page it is.
  const answered = match.kind === 'not-found' && !import.meta.env.SSR ? documentPageId() : undefined;
  if (answered) {
    const language = documentLanguage() ?? match.language;
    return <SiteLayout language={language}>{await tablePage(answered, language)}</SiteLayout>;
  }
  const { language } = match;
  // In the browser, an address that matches a family's pattern but names no item was answered
  // with the not-found page (its data block says so): hydrate that, not the family page.
  const shown = match.kind === 'page' && !import.meta.env.SSR ? documentPageId() : undefined;
  const page =
    match.kind === 'not-found' || (shown !== undefined && shown !== match.pageId)
      ? await notFoundPage(language)
      : await tablePage(match.pageId, language);
  return <SiteLayout language={language}>{page}</SiteLayout>;
}
