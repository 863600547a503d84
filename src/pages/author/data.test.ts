import { describe, expect, it } from 'vitest';
import articleSummaries from '../../generated/articles/summaries';
import type { SiteRoute } from '../../routes/route-list';
import authorPageData from './data';

const route = (language: 'en' | 'it', slug: string): SiteRoute => ({
  pageId: 'authorDetail',
  language,
  params: { slug },
  path: '',
  alternates: {},
});

describe("an author page's data", () => {
  it('carries the person in the page language and only their articles of that language', async () => {
    const [article] = articleSummaries.filter((summary) => summary.language === 'it');
    if (!article) throw new Error('no Italian article');
    const data = await authorPageData(route('it', article.author.id));
    expect(data.person).toMatchObject({ id: article.author.id, language: 'it', role: article.author.role });
    expect(data.page).toBe(1);
    expect(data.articles.length).toBeGreaterThan(0);
    expect(data.articles.every((card) => card.language === 'it' && card.author.id === article.author.id)).toBe(true);
  });

  it('refuses a person no file gives', () => {
    expect(() => authorPageData(route('en', 'nobody'))).toThrow('No person nobody');
  });
});
