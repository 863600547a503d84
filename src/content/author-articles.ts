import type { ArticleSummary } from './schemas/article';
import type { Language } from '../i18n/languages';
import { pageCount } from '../routes/pagination';
import type { FamilyItem } from '../routes/family-item';

/** Newest first, by person id; a person who wrote an article of a language has a page in it. */
export function articlesByAuthor(
  articles: readonly ArticleSummary[],
  language: Language,
): ReadonlyMap<string, readonly ArticleSummary[]> {
  const byAuthor = new Map<string, ArticleSummary[]>();
  for (const article of articles) {
    if (article.language !== language) continue;
    const list = byAuthor.get(article.author.id) ?? [];
    list.push(article);
    byAuthor.set(article.author.id, list);
  }
  return byAuthor;
}

/** One first page per author and language, paired by person id. */
export function authorPageItems(articles: readonly ArticleSummary[], languages: readonly Language[]): FamilyItem[] {
  return languages.flatMap((language) =>
    [...articlesByAuthor(articles, language).keys()].map((id) => ({ language, params: { slug: id }, key: id })),
  );
}

/** Later author pages: no key, since one author's page 2 in English is not their page 2 in Italian. */
export function laterAuthorPages(
  articles: readonly ArticleSummary[],
  languages: readonly Language[],
  perPage: number,
): FamilyItem[] {
  return languages.flatMap((language) =>
    [...articlesByAuthor(articles, language)].flatMap(([id, written]) =>
      Array.from({ length: pageCount(written.length, perPage) - 1 }, (_, index) => ({
        language,
        params: { slug: id, page: String(index + 2) },
      })),
    ),
  );
}
