import type { ArticleSummary } from '../../content/schemas/article';
import type { Language } from '../../i18n/languages';

/** Tests: an article card's data with placeholder fields, titled by its slug; `fields` replaces any. */
export function articleSummary(slug: string, language: Language, fields: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    slug,
    language,
    title: slug,
    translationKey: slug,
    excerpt: 'An excerpt.',
    date: '2026-01-01',
    author: { id: 'a', name: 'A', role: 'B', avatar: '/a.svg' },
    coverImage: '/c.svg',
    coverAlt: 'cover',
    keywords: ['k'],
    readTime: 3,
    ...fields,
  };
}
