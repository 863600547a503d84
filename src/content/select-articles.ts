import type { ArticleSummary } from './schemas/article';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/** The page's language's articles; else the default language's; else all. */
export function selectArticles(articles: readonly ArticleSummary[], language: Language): readonly ArticleSummary[] {
  const inLanguage = articles.filter((article) => article.language === language);
  if (inLanguage.length > 0) return inLanguage;
  const inDefault = articles.filter((article) => article.language === DEFAULT_LANGUAGE);
  return inDefault.length > 0 ? inDefault : articles;
}
