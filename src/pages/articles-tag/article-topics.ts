import type { ArticleSummary } from '../../content/schemas/article';
import type { Tag } from '../../content/schemas/tags';
import { TAG_LISTS } from '../../content/tag-lists';

export type ArticleTopic = Pick<Tag, 'slug' | 'name'>;

/** Build time: in the article's order, names from its language's list (the compiler checked each). */
export function articleTopics(
  article: Pick<ArticleSummary, 'language' | 'tags'>,
  lists: typeof TAG_LISTS = TAG_LISTS,
): ArticleTopic[] {
  return (article.tags ?? []).flatMap((slug) => {
    const tag = lists[article.language].find((candidate) => candidate.slug === slug);
    return tag ? [{ slug: tag.slug, name: tag.name }] : [];
  });
}
