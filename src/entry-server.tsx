import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { loadDeferredComponents } from './components/deferred';
import { loadLanguage } from './i18n/instances';
import { languageFromPath } from './i18n/languages';
import { HeadTags, HeadTagsProvider } from './render/head';
import { contentModulesOf } from './routes/content-use';
import { CurrentPath } from './routes/current-path';
import { prepareRouteData } from './routes/prepare-route-data';
import { forgetRouteData } from './routes/route-data';
import { prerenderPaths } from './routes/route-list';
import { loadPageElement } from './routes/router';
import type { PageId } from './routes/pages';

export { prerenderPaths };

/** A page rendered on the server: what goes in `<div id="root">`, in the head, and on `<html>`. */
export type RenderedPage = {
  appHtml: string;
  headHtml: string;
  lang: string;
  /** The page the path shows; null for the not-found page. */
  pageId: PageId | null;
  /** The generated content modules the page loaded (client manifest keys). */
  contentModules: string[];
};

// React writes `<!--$?-->` for a boundary still waiting: a page must be complete when rendered.
const PENDING_BOUNDARY = '<!--$?-->';

/**
 * Renders the page at `path` as the prerender (scripts/build) and the dev server see it: its
 * code and content are loaded first, then rendered in one synchronous pass.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const language = languageFromPath(path);
  await loadLanguage(language);
  const routeData = await prepareRouteData(path);
  const page = await loadPageElement(path);
  await loadDeferredComponents();
  const head = new HeadTags();
  let appHtml: string;
  try {
    appHtml = renderToString(
      <HeadTagsProvider value={head}>
        <CurrentPath value={path}>{page}</CurrentPath>
      </HeadTagsProvider>,
    );
  } finally {
    forgetRouteData(path);
  }
  if (appHtml.includes(PENDING_BOUNDARY)) throw new Error(`${path}: part of the page was still loading when rendered`);
  return {
    appHtml,
    headHtml: renderToStaticMarkup(<>{head.tags}</>),
    lang: head.lang ?? language,
    pageId: routeData.pageId,
    contentModules: routeData.pageId === null ? [] : contentModulesOf(routeData.pageId, language),
  };
}
