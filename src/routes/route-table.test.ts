import { describe, expect, it } from 'vitest';
import articleSummaries from '../generated/articles/summaries';
import { LANGUAGES } from '../i18n/languages';
import { articleListRedirect } from './article-fallback';
import { PAGE_IDS, PAGES } from './pages';
import { pathTo } from './paths';
import { prerenderPaths, siteRoutes } from './route-list';

describe('the route table', () => {
  it('gives every page a path in every language', () => {
    for (const pageId of PAGE_IDS) {
      for (const language of LANGUAGES) expect(typeof PAGES[pageId].paths[language]).toBe('string');
    }
  });

  it('has no two routes on the same path', () => {
    const paths = siteRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(prerenderPaths()).size).toBe(prerenderPaths().length);
  });

  it('spells the paths of the specification', () => {
    expect(pathTo('home', 'it')).toBe('/it/');
    expect(pathTo('articles', 'en')).toBe('/en/articles/');
    expect(pathTo('articles', 'it')).toBe('/it/articoli/');
    expect(pathTo('articleDetail', 'it', { slug: 'x-y' })).toBe('/it/articoli/x-y/');
  });

  it('expands article pages from the content, one per article', () => {
    const articleRoutes = siteRoutes().filter((route) => route.pageId === 'articleDetail');
    expect(articleRoutes).toHaveLength(articleSummaries.length);
  });

  it('maps every page to its counterpart both ways (the language switcher and hreflang)', () => {
    const routes = siteRoutes();
    for (const route of routes) {
      expect(route.alternates[route.language]).toBe(route.path);
      for (const [language, path] of Object.entries(route.alternates)) {
        const counterpart = routes.find((other) => other.path === path);
        expect(counterpart?.language).toBe(language);
        expect(counterpart?.alternates[route.language]).toBe(route.path);
      }
    }
  });

  it('builds links that lead back to the route they came from', () => {
    for (const route of siteRoutes()) {
      const slug = route.path.split('/').filter(Boolean)[2];
      const rebuilt =
        route.pageId === 'articleDetail'
          ? pathTo('articleDetail', route.language, { slug: slug ?? '' })
          : pathTo(route.pageId, route.language);
      expect(rebuilt).toBe(route.path);
      expect(articleListRedirect(route.path)).toBe(
        route.pageId === 'articleDetail' ? pathTo('articles', route.language) : null,
      );
    }
  });
});
