import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { pageDefinition } from './pages';
import { routeDataFor } from './prepare-route-data';
import { siteRoutes } from './route-list';

describe('routeDataFor', () => {
  it('gives every route its alternates, a language link per language and its folder data', async () => {
    for (const route of siteRoutes()) {
      const data = await routeDataFor(route.path);
      expect(data.pageId).toBe(route.pageId);
      // A page only a mail's link leads to names no canonical or counterpart (nothing to index).
      const noindex = pageDefinition(route.pageId).noindex === true;
      expect(data.canonical).toBe(noindex ? null : route.path);
      expect(data.alternates).toEqual(noindex ? {} : route.alternates);
      for (const language of LANGUAGES) expect(data.languageLinks[language]).toMatch(new RegExp(`^/${language}/`));
      if (pageDefinition(route.pageId).source !== undefined) expect(data.data).not.toBeNull();
    }
  });

  it('answers an address that is no route with the not-found data: nothing to index, links home', async () => {
    const data = await routeDataFor('/en/nowhere');
    expect(data).toMatchObject({
      pageId: null,
      canonical: null,
      alternates: {},
      languageLinks: { en: '/en/', it: '/it/' },
      data: null,
    });
  });

  it("hands every page the links to the footer families' pages in its own language, with their short names", async () => {
    const italian = await routeDataFor('/it/prezzi/');
    const features = italian.familyLinks.featureDetail ?? [];
    expect(features.length).toBeGreaterThan(0);
    for (const link of features) {
      expect(link.path).toMatch(/^\/it\/funzionalita\/[a-z0-9-]+\/$/);
      expect(link.label.length).toBeGreaterThan(2);
    }
    expect((await routeDataFor('/it/nowhere')).familyLinks).toEqual(italian.familyLinks);
  });
});
