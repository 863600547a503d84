import type { ArticleEntry } from '../../content/schemas/article';
import { readGeneratedJson } from '../../content/generated-files';
import { articleFiles } from '../../generated/articles';
import type { SiteRoute } from '../../routes/route-list';
import { articleTopics, type ArticleTopic } from '../articles-tag/article-topics';

/** An article as its page's data holds it: its entry and the names of its tags. */
export type ArticlePageEntry = ArticleEntry & { topics: readonly ArticleTopic[] };

/** What an article page renders from: in the browser the body is read from the page's HTML. */
export type ArticlePageData = Omit<ArticlePageEntry, 'html'> & { html?: string };

/** Build time: the whole entry of the article a route names, which its page carries as data. */
export default async function articleData(route: SiteRoute): Promise<ArticlePageEntry> {
  const article = articleFiles.find(
    (candidate) => candidate.language === route.language && candidate.slug === route.params.slug,
  );
  if (!article) throw new Error(`No article ${route.language}/${route.params.slug ?? ''}`);
  // The data file holds its articles by slug (scripts/content/article-modules.ts).
  const entry = ((await readGeneratedJson(article.file)) as Partial<Record<string, ArticleEntry>>)[article.slug];
  if (!entry) throw new Error(`No data for the article ${route.language}/${article.slug} in ${article.file}`);
  return { ...entry, topics: articleTopics(entry) };
}

/**
 * The route-data block carries everything but the body: the body is in the prerendered HTML
 * already, and the page reads it from there (article-body.tsx), so an article is sent once.
 */
export function inDocument({ html: _body, ...rest }: ArticlePageEntry): ArticlePageData {
  return rest;
}
