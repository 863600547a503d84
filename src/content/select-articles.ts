import type { ArticleSummary } from './schemas/article';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/**
 * The articles a list shows: those in the page's language; if there are
 * none, the default language's; if there are none of those either, all of them.
 */
export function selectArticles(articles: readonly ArticleSummary[], language: Language): readonly ArticleSummary[] {
  const inLanguage = articles.filter((article) => article.language === language);
  if (inLanguage.length > 0) return inLanguage;
  const inDefault = articles.filter((article) => article.language === DEFAULT_LANGUAGE);
  return inDefault.length > 0 ? inDefault : articles;
}
