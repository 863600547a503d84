import articleSummaries from '../generated/articles/summaries';
import industryPages from '../generated/industries';
import { siteConfig } from '../config';
import featurePages from '../generated/features';
import { LANGUAGES, type Language } from '../i18n/languages';
import { authorPageItems, laterAuthorPages } from '../pages/author/author-articles';
import { selectArticles } from '../pages/articles/select-articles';
import { TAG_LISTS } from '../pages/articles-tag/tag-lists';
import { laterTagPageItems, tagPageItems } from '../pages/articles-tag/tagged-articles';
import { caseStudyItems } from '../pages/case-study/case-studies-content';
import type { ParamSourceId } from './pages';
import { laterListPages } from './pagination';

/** One page of a family: its language, the values of its path's `:params`, and what pairs it across languages. */
export type FamilyItem = {
  language: Language;
  params: Record<string, string>;
  /**
   * Items of different languages with the same key are each other's translation. An item
   * without a key has no counterpart and no hreflang alternates (a list's page 2 in one
   * language is not the other language's page 2).
   */
  key?: string;
  /** The item's short name where menus list the family (the footer); absent for families no menu lists. */
  label?: string;
  /** The item's earlier `:params` (an article's `redirectFrom`): each address redirects (301) to the item's. */
  formerParams?: readonly Record<string, string>[];
};

type CollectionPage = {
  language: Language;
  slug: string;
  translationKey: string;
  meta: { title: string; breadcrumb?: string | undefined };
};

/** The items of a YAML collection (scripts/content/yaml-collection.ts): the slug is the file name. */
function collectionItems(pages: readonly CollectionPage[]): readonly FamilyItem[] {
  return pages.map((page) => ({
    language: page.language,
    params: { slug: page.slug },
    key: page.translationKey,
    label: page.meta.breadcrumb ?? page.meta.title,
  }));
}

/**
 * Where the pages of each family come from: a list of items read from the generated content.
 * Build-time only (route-list.ts): the browser never lists the items of a family, each page
 * carries its own data (route-data.tsx). A new family is one line here plus its route-table entry.
 */
export const PARAM_SOURCES: Record<ParamSourceId, () => readonly FamilyItem[]> = {
  articles: () =>
    articleSummaries.map((article) => ({
      language: article.language,
      params: { slug: article.slug },
      key: article.translationKey,
      formerParams: (article.redirectFrom ?? []).map((slug) => ({ slug })),
    })),
  articleListPages: () =>
    laterListPages((language) => selectArticles(articleSummaries, language).length, siteConfig.articlesPerPage),
  tags: () => tagPageItems(TAG_LISTS, articleSummaries),
  tagListPages: () => laterTagPageItems(TAG_LISTS, articleSummaries, siteConfig.articlesPerPage),
  features: () => collectionItems(featurePages),
  industries: () => collectionItems(industryPages),
  caseStudies: caseStudyItems,
  authors: () => authorPageItems(articleSummaries, LANGUAGES),
  authorListPages: () => laterAuthorPages(articleSummaries, LANGUAGES, siteConfig.articlesPerPage),
};
