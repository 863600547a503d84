import type { ArticleSummary } from '../../content/schemas/article';
import type { Tag } from '../../content/schemas/tags';
import { TAG_LISTS } from '../../content/tag-lists';

/** A tag as an article page links it: the tag page's slug and the name shown. */
export type ArticleTopic = Pick<Tag, 'slug' | 'name'>;

/**
 * Build time: the tags an article names, with their names from its language's list, in the
 * article's order. The content compiler has checked that each is in the list.
 */
export function articleTopics(
  article: Pick<ArticleSummary, 'language' | 'tags'>,
  lists: typeof TAG_LISTS = TAG_LISTS,
): ArticleTopic[] {
  return (article.tags ?? []).flatMap((slug) => {
    const tag = lists[article.language].find((candidate) => candidate.slug === slug);
    return tag ? [{ slug: tag.slug, name: tag.name }] : [];
  });
}
