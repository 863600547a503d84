import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { articleModules } from '../generated/articles';
import { homeContentLoaders } from '../generated/home';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { SiteLayout } from '../layout/site-layout';
import type { LanguageLinks, RouteHandle } from './language-links';
import { PAGES, type PageId } from './pages';
import { pathTo } from './paths';

function languageLinks(build: (language: Language) => string): LanguageLinks {
  return Object.fromEntries(LANGUAGES.map((language) => [language, build(language)])) as LanguageLinks;
}

function staticHandle(pageId: Exclude<PageId, 'articleDetail'>): RouteHandle {
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
  return {
    path: `/${language}`,
    element: <SiteLayout language={language} />,
    children: [
      lazyRoute(undefined, staticHandle('home'), async () => {
        const [{ HomePage }, { default: content }] = await Promise.all([
          import('../pages/home/home-page'),
          homeContentLoaders[language](),
        ]);
        return <HomePage language={language} content={content} />;
      }),
      lazyRoute(PAGES.articles.paths[language], staticHandle('articles'), async () => {
        const { ArticlesPage } = await import('../pages/articles/articles-page');
        return <ArticlesPage language={language} />;
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
