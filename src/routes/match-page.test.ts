import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { matchPage } from './match-page';
import { PAGE_IDS } from './pages';
import { fillPath, routePattern } from './paths';

describe('matchPage', () => {
  it('finds every page of the route table in each language, with or without its trailing slash', () => {
    for (const language of LANGUAGES)
      for (const pageId of PAGE_IDS) {
        const params: Record<string, string> = {};
        for (const [, name = ''] of routePattern(pageId, language).matchAll(/:(\w+)/g)) params[name] = 'x2';
        const path = fillPath(pageId, language, params);
        expect(matchPage(path)).toEqual({ kind: 'page', language, pageId });
        expect(matchPage(path.replace(/\/$/, ''))).toEqual({ kind: 'page', language, pageId });
      }
  });

  it('prefers the pattern with more fixed segments', () => {
    expect(matchPage('/en/product/recruiting-software/')).toEqual({
      kind: 'page',
      language: 'en',
      pageId: 'recruitingSoftware',
    });
    expect(matchPage('/en/articles/page/2/')).toMatchObject({ pageId: 'articlesPage' });
    expect(matchPage('/en/articles/page/')).toMatchObject({ pageId: 'articleDetail' });
  });

  it('gives the not-found page of the language, or of the default language outside both', () => {
    expect(matchPage('/it/nessuna/pagina/qui/')).toEqual({ kind: 'not-found', language: 'it' });
    expect(matchPage('/fr/')).toEqual({ kind: 'not-found', language: 'en' });
    expect(matchPage('/EN/pricing/')).toEqual({ kind: 'not-found', language: 'en' });
    expect(matchPage('/')).toEqual({ kind: 'root' });
  });
});
