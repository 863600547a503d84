import { z } from 'zod';
import { slug, text } from './common';

/** The most tags an article may carry: more would say nothing about what it is about. */
export const MAX_ARTICLE_TAGS = 5;

/** One topic articles are tagged with; its page lists them (`/en/articles/tag/<slug>/`). */
export const tagSchema = z.strictObject({
  /** Last part of the tag page's address, and what an article's `tags:` names. */
  slug,
  /** What the links and the tag page's heading show, e.g. "AI in recruiting". */
  name: text.max(40, { error: 'a name of at most 40 characters' }),
  /** One sentence: the tag page's introduction and its description for search engines. */
  description: text
    .min(51, { error: 'a description of at least 51 characters (one sentence)' })
    .max(170, { error: 'a description of at most 170 characters (one sentence)' }),
  /** The same in both languages' lists: it pairs a tag with its translation. */
  translationKey: slug,
});

export type Tag = z.infer<typeof tagSchema>;

/** What the rule across entries reads: enough to check it even when other fields are wrong. */
const tagIds = z.array(z.object({ slug: z.string(), translationKey: z.string() }));

/** Indexes of the tags whose `field` an earlier tag of the list already has. */
function repeated(
  tags: readonly Record<'slug' | 'translationKey', string>[],
  field: 'slug' | 'translationKey',
): number[] {
  const seen = new Set<string>();
  return tags.flatMap((tag, index) => {
    if (seen.has(tag[field])) return [index];
    seen.add(tag[field]);
    return [];
  });
}

/** content/tags/{en,it}.yaml: the closed list of a language's tags, in the order writers read them. */
export const tagListSchema = z.strictObject({
  tags: z
    .array(tagSchema)
    .min(1, { error: 'at least one tag' })
    .superRefine(
      (tags, context) => {
        for (const field of ['slug', 'translationKey'] as const) {
          for (const index of repeated(tags, field)) {
            context.addIssue({
              code: 'custom',
              path: [index, field],
              input: tags[index]?.[field],
              message: `a ${field} used once in the list`,
            });
          }
        }
      },
      { when: (payload) => tagIds.safeParse(payload.value).success },
    ),
});

export type TagList = z.infer<typeof tagListSchema>;
