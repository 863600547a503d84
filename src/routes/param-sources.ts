import articleSummaries from '../generated/articles/summaries';
import industryPages from '../generated/industries';
import { siteConfig } from '../config';
import featurePages from '../generated/features';
import { LANGUAGES, type Language } from '../i18n/languages';
import { authorPageItems, laterAuthorPages } from '../content/author-articles';
import { caseStudyItems } from '../content/case-studies-content';
import { selectArticles } from '../content/select-articles';
import { TAG_LISTS } from '../content/tag-lists';
import { laterTagPageItems, tagPageItems } from '../content/tagged-articles';
import type { FamilyItem } from './family-item';
import type { ParamSourceId } from './pages';
import { laterListPages } from './pagination';

type CollectionPage = {
  language: Language;
  slug: string;
  translationKey: string;
  meta: { title: string; breadcrumb?: string | undefined };
};

/** A YAML collection's slug is the file name. */
function collectionItems(pages: readonly CollectionPage[]): readonly FamilyItem[] {
  return pages.map((page) => ({
    language: page.language,
    params: { slug: page.slug },
    key: page.translationKey,
    label: page.meta.breadcrumb ?? page.meta.title,
  }));
}

/** Build time only: each family's items from the generated content. A new family is one line here plus its route-table entry. */
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
