import type { ArticleSummary } from './schemas/article';
import type { Tag } from './schemas/tags';
import { LANGUAGES, type Language } from '../i18n/languages';
import { pageCount } from '../routes/pagination';
import type { FamilyItem } from '../routes/family-item';

export function taggedArticles(
  articles: readonly ArticleSummary[],
  language: Language,
  tag: string,
): readonly ArticleSummary[] {
  return articlesByTag(articles).get(tagKey(language, tag)) ?? [];
}

const tagKey = (language: Language, tag: string) => `${language} ${tag}`;

const byTagOf = new WeakMap<readonly ArticleSummary[], Map<string, ArticleSummary[]>>();

/** Grouped once per list: the prerender asks for a tag's articles on every page of every tag. */
function articlesByTag(articles: readonly ArticleSummary[]): Map<string, ArticleSummary[]> {
  const known = byTagOf.get(articles);
  if (known) return known;
  const byTag = new Map<string, ArticleSummary[]>();
  for (const article of articles)
    for (const tag of new Set(article.tags ?? [])) {
      const key = tagKey(article.language, tag);
      const tagged = byTag.get(key);
      if (tagged) tagged.push(article);
      else byTag.set(key, [article]);
    }
  byTagOf.set(articles, byTag);
  return byTag;
}

/** The tags at least one article of the language carries, in the list's order. */
export function tagsWithArticles(
  tags: readonly Tag[],
  articles: readonly ArticleSummary[],
  language: Language,
): readonly Tag[] {
  return tags.filter((tag) => taggedArticles(articles, language, tag.slug).length > 0);
}

/** A tag pairs with the other language's tag of the same translationKey, when that one has a page too. */
export function tagPageItems(
  lists: Readonly<Record<Language, readonly Tag[]>>,
  articles: readonly ArticleSummary[],
): FamilyItem[] {
  return LANGUAGES.flatMap((language) =>
    tagsWithArticles(lists[language], articles, language).map((tag) => ({
      language,
      params: { tag: tag.slug },
      key: tag.translationKey,
    })),
  );
}

/** Later pages of each tag's list: no key, since the two languages' lists differ in length. */
export function laterTagPageItems(
  lists: Readonly<Record<Language, readonly Tag[]>>,
  articles: readonly ArticleSummary[],
  perPage: number,
): FamilyItem[] {
  return LANGUAGES.flatMap((language) =>
    lists[language].flatMap((tag) =>
      Array.from(
        { length: pageCount(taggedArticles(articles, language, tag.slug).length, perPage) - 1 },
        (_, index) => ({ language, params: { tag: tag.slug, page: String(index + 2) } }),
      ),
    ),
  );
}
