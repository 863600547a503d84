import { describe, expect, it } from 'vitest';
import { articleSummary } from './article-summary.fixture';
import { selectArticles } from '../../content/select-articles';

const article = (slug: string, language: 'en' | 'it') => articleSummary(slug, language);

describe('selectArticles', () => {
  it('shows the articles of the page language only', () => {
    const articles = [article('a', 'en'), article('b', 'it')];
    expect(selectArticles(articles, 'it').map((a) => a.slug)).toEqual(['b']);
  });

  it('falls back to English articles when the language has none', () => {
    expect(selectArticles([article('a', 'en')], 'it').map((a) => a.slug)).toEqual(['a']);
  });

  it('falls back to all articles when there are no English ones either', () => {
    expect(selectArticles([article('b', 'it')], 'en').map((a) => a.slug)).toEqual(['b']);
  });

  it('is empty when there are no articles', () => {
    expect(selectArticles([], 'en')).toEqual([]);
  });
});
