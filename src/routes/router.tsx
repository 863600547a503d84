import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { articleModules } from '../generated/articles';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { SiteLayout } from '../layout/site-layout';
import type { LanguageLinks, RouteHandle } from './language-links';
import { pageElements, type StaticPageId } from './page-elements';
import { PAGE_IDS, PAGES } from './pages';
import { pathTo } from './paths';

function languageLinks(build: (language: Language) => string): LanguageLinks {
  return Object.fromEntries(LANGUAGES.map((language) => [language, build(language)])) as LanguageLinks;
}

function staticHandle(pageId: StaticPageId): RouteHandle {
  return { languageLinks: languageLinks((language) => pathTo(pageId, language)) };
}

/** A route whose page code (and content) is its own chunk, loaded only where it is used. */
function lazyRoute(path: string | undefined, handle: RouteHandle, load: () => Promise<ReactElement>): RouteObject {
  const route = { handle, lazy: async () => ({ element: await load() }) };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

function notFoundRoute(language: Language): RouteObject {
  return {
    path: '*',
    handle: { languageLinks: languageLinks((other) => pathTo('home', other)) },
    lazy: async () => {
      const { NotFoundPage } = await import('../pages/not-found/not-found-page');
      return { element: <NotFoundPage language={language} /> };
    },
  };
}

function articleRoutes(language: Language): RouteObject[] {
  return articleModules
    .filter((article) => article.language === language)
    .map((article) => {
      const handle = {
        languageLinks: languageLinks((other) => {
          if (other === language) return pathTo('articleDetail', language, { slug: article.slug });
          return article.translationSlug === null
            ? pathTo('articles', other)
            : pathTo('articleDetail', other, { slug: article.translationSlug });
        }),
      };
      return lazyRoute(PAGES.articleDetail.paths[language].replace(':slug', article.slug), handle, async () => {
        const [{ ArticlePage }, { default: entry }] = await Promise.all([
          import('../pages/article/article-page'),
          article.load(),
        ]);
        return <ArticlePage article={entry} />;
      });
    });
}

function languageRoutes(language: Language): RouteObject {
  const staticPages = PAGE_IDS.filter((pageId): pageId is StaticPageId => pageId !== 'articleDetail');
  return {
    path: `/${language}`,
    element: <SiteLayout language={language} />,
    children: [
      ...staticPages.map((pageId) => {
        const path = PAGES[pageId].paths[language];
        return lazyRoute(path === '' ? undefined : path, staticHandle(pageId), () => pageElements[pageId](language));
      }),
      ...articleRoutes(language),
      notFoundRoute(language),
    ],
  };
}

/**
 * The router's view of the route table. `/` is prerendered separately (scripts/postbuild) as
 * a page without the application; this route only serves the dev server.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      const { RootRedirect } = await import('../pages/root/root-redirect');
      return { element: <RootRedirect /> };
    },
  },
  ...LANGUAGES.map(languageRoutes),
  // Paths outside both language prefixes: the default language's not-found page.
  { element: <SiteLayout language={DEFAULT_LANGUAGE} />, children: [notFoundRoute(DEFAULT_LANGUAGE)] },
];
