import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { articleSummary } from '../articles/article-summary.fixture';
import { articlesByAuthor, authorPageItems, laterAuthorPages } from '../../content/author-articles';

/** Summaries newest first, as the content compiler writes them. */
function summary(slug: string, language: Language, author: string, date: string) {
  return articleSummary(slug, language, {
    date,
    author: { id: author, name: author, role: 'Writer', avatar: '/a.svg' },
  });
}

const ARTICLES = [
  summary('e5', 'en', 'ada', '2026-05-01'),
  summary('i4', 'it', 'ada', '2026-04-01'),
  summary('e3', 'en', 'bo', '2026-03-01'),
  summary('e2', 'en', 'ada', '2026-02-01'),
  summary('e1', 'en', 'ada', '2026-01-01'),
];

describe('author pages', () => {
  it("lists each author's articles in a language, newest first", () => {
    const en = articlesByAuthor(ARTICLES, 'en');
    expect(en.get('ada')?.map((article) => article.slug)).toEqual(['e5', 'e2', 'e1']);
    expect(en.get('bo')?.map((article) => article.slug)).toEqual(['e3']);
    expect(articlesByAuthor(ARTICLES, 'it').has('bo')).toBe(false);
  });

  it('gives a page to each author of a language, paired across languages by person id', () => {
    expect(authorPageItems(ARTICLES, LANGUAGES)).toEqual([
      { language: 'en', params: { slug: 'ada' }, key: 'ada' },
      { language: 'en', params: { slug: 'bo' }, key: 'bo' },
      { language: 'it', params: { slug: 'ada' }, key: 'ada' },
    ]);
  });

  it('paginates an author like the list: later pages only, without a counterpart', () => {
    expect(laterAuthorPages(ARTICLES, LANGUAGES, 2)).toEqual([{ language: 'en', params: { slug: 'ada', page: '2' } }]);
    expect(laterAuthorPages(ARTICLES, LANGUAGES, 1)).toEqual([
      { language: 'en', params: { slug: 'ada', page: '2' } },
      { language: 'en', params: { slug: 'ada', page: '3' } },
    ]);
    expect(laterAuthorPages(ARTICLES, LANGUAGES, 3)).toEqual([]);
  });
});
