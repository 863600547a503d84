import type { ArticleEntry } from '../../content/schemas/article';
import { readGeneratedJson } from '../../content/generated-files';
import { articleFiles } from '../../generated/articles';
import type { SiteRoute } from '../../routes/route-list';
import { articleTopics, type ArticleTopic } from '../articles-tag/article-topics';

export type ArticlePageEntry = ArticleEntry & { topics: readonly ArticleTopic[] };

/** In the browser the body is read from the page's HTML. */
export type ArticlePageData = Omit<ArticlePageEntry, 'html'> & { html?: string };

export default async function articleData(route: SiteRoute): Promise<ArticlePageEntry> {
  const article = articleFiles.find(
    (candidate) => candidate.language === route.language && candidate.slug === route.params.slug,
  );
  if (!article) throw new Error(`No article ${route.language}/${route.params.slug ?? ''}`);
  const entry = ((await readGeneratedJson(article.file)) as Partial<Record<string, ArticleEntry>>)[article.slug];
  if (!entry) throw new Error(`No data for the article ${route.language}/${article.slug} in ${article.file}`);
  return { ...entry, topics: articleTopics(entry) };
}

/** The block carries all but the body, which the page reads from its own HTML: an article is sent once. */
export function inDocument({ html: _body, ...rest }: ArticlePageEntry): ArticlePageData {
  return rest;
}
