import { describe, expect, it } from 'vitest';
import type { Tag } from '../../content/schemas/tags';
import type { Language } from '../../i18n/languages';
import { reservedParamValues } from '../../routes/reserved-segments';
import { articleKeywords } from '../article/article-head';
import { articleSummary } from '../articles/article-summary.fixture';
import { articleTopics } from './article-topics';
import { laterTagPageItems, taggedArticles, tagPageItems, tagsWithArticles } from '../../content/tagged-articles';

const article = (slug: string, language: Language, tags: string[] | undefined) =>
  articleSummary(slug, language, tags ? { tags } : {});

const tag = (slug: string, translationKey: string): Tag => ({
  slug,
  name: `${slug} name`,
  description: `About ${slug}.`,
  translationKey,
});

const LISTS = {
  en: [tag('ai-recruiting', 'ai'), tag('gdpr', 'gdpr'), tag('agencies', 'agencies')],
  it: [tag('ai-nel-recruiting', 'ai'), tag('gdpr-e-conformita', 'gdpr')],
};

// Newest first, as the generated summaries are.
const ARTICLES = [
  article('third', 'en', ['ai-recruiting', 'agencies']),
  article('terzo', 'it', ['ai-nel-recruiting']),
  article('second', 'en', ['agencies']),
  article('untagged', 'en', undefined),
  article('first', 'en', ['ai-recruiting']),
];

describe('tag pages', () => {
  it("list a tag's articles of the page's language only, in the summaries' order (newest first)", () => {
    expect(taggedArticles(ARTICLES, 'en', 'ai-recruiting').map((each) => each.slug)).toEqual(['third', 'first']);
    expect(taggedArticles(ARTICLES, 'it', 'ai-recruiting')).toEqual([]);
    expect(taggedArticles([article('twice', 'en', ['gdpr', 'gdpr'])], 'en', 'gdpr')).toHaveLength(1);
  });

  it('exist only for the tags an article of the language carries, paired by translationKey', () => {
    expect(tagsWithArticles(LISTS.en, ARTICLES, 'en').map((each) => each.slug)).toEqual(['ai-recruiting', 'agencies']);
    expect(tagPageItems(LISTS, ARTICLES)).toEqual([
      { language: 'en', params: { tag: 'ai-recruiting' }, key: 'ai' },
      { language: 'en', params: { tag: 'agencies' }, key: 'agencies' },
      { language: 'it', params: { tag: 'ai-nel-recruiting' }, key: 'ai' },
    ]);
  });

  it('go on to later pages, without counterparts, when a tag has more articles than a page holds', () => {
    expect(laterTagPageItems(LISTS, ARTICLES, 1)).toEqual([
      { language: 'en', params: { tag: 'ai-recruiting', page: '2' } },
      { language: 'en', params: { tag: 'agencies', page: '2' } },
    ]);
    expect(laterTagPageItems(LISTS, ARTICLES, 2)).toEqual([]);
  });

  it("take the segment `tag` from the articles' slugs in both languages", () => {
    expect(reservedParamValues('articleDetail', 'en')).toContain('tag');
    expect(reservedParamValues('articleDetail', 'it')).toContain('tag');
  });
});

describe('an article page', () => {
  it('names its tags from its language list, in its own order', () => {
    expect(articleTopics({ language: 'en', tags: ['agencies', 'ai-recruiting'] }, LISTS)).toEqual([
      { slug: 'agencies', name: 'agencies name' },
      { slug: 'ai-recruiting', name: 'ai-recruiting name' },
    ]);
    expect(articleTopics({ language: 'it', tags: undefined }, LISTS)).toEqual([]);
  });

  it("gives the JSON-LD the tags' names, then its own keywords, each once whatever the case", () => {
    const topics = [
      { slug: 'ai', name: 'AI in recruiting' },
      { slug: 'cv', name: 'CV screening' },
    ];
    expect(articleKeywords({ topics, keywords: ['ATS', 'cv screening'] })).toEqual([
      'AI in recruiting',
      'CV screening',
      'ATS',
    ]);
  });
});
