import type { ArticleEntry } from '../../content/schemas/article';
import { articleModules } from '../../generated/articles';
import type { SiteRoute } from '../../routes/route-list';

/** Build time: the whole entry of the article a route names, which its page carries as data. */
export default async function articleData(route: SiteRoute): Promise<ArticleEntry> {
  const article = articleModules.find(
    (candidate) => candidate.language === route.language && candidate.slug === route.params.slug,
  );
  if (!article) throw new Error(`No article ${route.language}/${route.params.slug ?? ''}`);
  return (await article.load()).default;
}
