import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { familyFallbackRedirect } from './family-fallback';
import { PARAM_SOURCES } from './param-sources';
import { isPageId, PAGE_IDS, PAGES, pageDefinition } from './pages';
import { fillPath, pathTo } from './paths';
import { alternates, prerenderPaths, siteRoutes } from './route-list';

/** The article page, found by its source: only the article page itself names it. */
function articlePage() {
  const pageId = PAGE_IDS.find((id) => pageDefinition(id).source === 'articles');
  if (pageId === undefined) throw new Error('no page family from the articles');
  return pageId;
}

describe('the route table', () => {
  it('gives every page a path in every language, and every family a source and a page without parameters to fall back to', () => {
    for (const pageId of PAGE_IDS) {
      const page = pageDefinition(pageId);
      for (const language of LANGUAGES) expect(typeof PAGES[pageId].paths[language]).toBe('string');
      const hasParams = Object.values(page.paths).some((path) => path.includes(':'));
      expect(page.source !== undefined, pageId).toBe(hasParams);
      if (page.source !== undefined) {
        expect(isPageId(page.fallback), pageId).toBe(true);
        expect(pageDefinition(page.fallback as never).source).toBeUndefined();
      }
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
    expect(fillPath(articlePage(), 'it', { slug: 'x-y' })).toBe('/it/articoli/x-y/');
  });

  it('expands each family from its parameter source, one page per item', () => {
    for (const pageId of PAGE_IDS) {
      const { source } = pageDefinition(pageId);
      if (source === undefined) continue;
      expect(siteRoutes().filter((route) => route.pageId === pageId)).toHaveLength(PARAM_SOURCES[source]().length);
    }
  });

  it('pairs family items across languages by their key, and only those', () => {
    const items = [
      { language: 'en' as const, params: { slug: 'a' }, key: 'k' },
      { language: 'it' as const, params: { slug: 'b' }, key: 'k' },
      { language: 'it' as const, params: { slug: 'c' }, key: 'other' },
    ];
    const family = articlePage();
    expect(alternates(family, items[0], items)).toEqual({
      en: fillPath(family, 'en', { slug: 'a' }),
      it: fillPath(family, 'it', { slug: 'b' }),
    });
    expect(Object.keys(alternates(family, items[2], items))).toEqual(['it']);
    expect(Object.keys(alternates('team', undefined, []))).toEqual([...LANGUAGES]);
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
      if (pageDefinition(route.pageId).source === undefined) expect(route.alternates[DEFAULT_LANGUAGE]).toBeDefined();
    }
  });

  it('builds links that lead back to the route they came from', () => {
    for (const route of siteRoutes()) {
      expect(fillPath(route.pageId, route.language, route.params)).toBe(route.path);
      const { fallback, unknownItem } = pageDefinition(route.pageId);
      expect(familyFallbackRedirect(route.path)).toBe(
        unknownItem === 'fallback' && fallback !== undefined && isPageId(fallback)
          ? fillPath(fallback, route.language, {})
          : null,
      );
    }
  });
});
