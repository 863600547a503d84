import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { PARAM_SOURCES } from './param-sources';
import { fillPath, pathTo } from './paths';
import { resolvePageRefs } from './resolve-page-refs';

describe('resolvePageRefs', () => {
  it("resolves a single page and a family's item to their addresses in each language", () => {
    for (const language of LANGUAGES) {
      const feature = PARAM_SOURCES.features().find((item) => item.language === language);
      if (!feature) throw new Error(`no ${language} feature page`);
      const content = [{ page: 'demo' }, { link: { page: 'featureDetail', key: feature.key, label: 'More' } }];
      expect(resolvePageRefs(content, language)).toEqual({
        demo: pathTo('demo', language),
        [`featureDetail/${feature.key}`]: fillPath('featureDetail', language, feature.params),
      });
    }
  });

  it('fails the build on an item the content compiler would have refused', () => {
    expect(() => resolvePageRefs({ page: 'featureDetail', key: 'no-such-feature' }, 'en')).toThrow(/no-such-feature/);
  });
});
