import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';

/** The address of an article: the one place outside the route table that names the article page. */
export function articlePath(article: { language: Language; slug: string }): string {
  return pathTo('articleDetail', article.language, { slug: article.slug });
}
