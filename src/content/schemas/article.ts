import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { isoDate, slug, text } from './common';
import { articleAuthorSchema, personId } from './person';
import { builtPictures, photo, picturesSchema } from './picture';
import { MAX_ARTICLE_TAGS } from './tags';

/** The front matter of an article file in content/articles/{en,it}/. */
export const articleFrontMatterSchema = z.strictObject({
  /** Headline, shown on the card and as the page title. */
  title: text,
  /** Last part of the URL; must equal the file name without `.md`. */
  slug,
  /** Shared by an article and its translation in the other language. */
  translationKey: slug,
  /** One or two sentences for the card and the meta description. */
  excerpt: text.max(220, { error: 'at most 220 characters' }),
  /** Publication date. */
  date: isoDate,
  /** The id of the author's file in content/people/ (`giulia-ferrante` for content/people/giulia-ferrante.yaml). */
  author: personId,
  coverImage: photo('articleCover'),
  /** What the cover shows, for screen readers. */
  coverAlt: text,
  /** Search keywords, also used for the meta keywords tag. */
  keywords: z.array(text, { error: 'a list of keywords' }).min(1, { error: 'at least one keyword' }),
  /**
   * Slugs from the closed tag list of the article's language (content/tags/<lang>.yaml). Optional
   * here so that content without a tag list (test fixtures) compiles; the compiler asks every
   * article of a language that has a list for 1 to 5 of its tags (scripts/content/article-tags.ts).
   */
  tags: z
    .array(slug, { error: 'a list of tag slugs' })
    .min(1, { error: 'at least one tag' })
    .max(MAX_ARTICLE_TAGS, { error: `at most ${MAX_ARTICLE_TAGS} tags` })
    .optional(),
  /** Minutes to read; computed from the word count when left out. */
  readTime: z.number({ error: 'a whole number of minutes' }).int().positive().optional(),
  pictures: builtPictures,
  /** Written but not published: validated, shown by `npm run dev` only (scripts/content/publication.ts). */
  draft: z.boolean({ error: 'true or false' }).optional(),
  /** The article's earlier slugs in its language: each address redirects (301) to the current one. */
  redirectFrom: z.array(slug, { error: 'a list of earlier slugs' }).optional(),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** What the article list and the build know of an article: everything but its body. */
export const articleSummarySchema = articleFrontMatterSchema.omit({ readTime: true, author: true }).extend({
  language: z.enum(LANGUAGES),
  /** The author's name, role and avatar in the article's language, from their file in content/people/. */
  author: articleAuthorSchema,
  readTime: z.number().int().positive(),
  /** The variants of the cover when it is a photograph. */
  pictures: picturesSchema.optional(),
  /** Only in `npm run dev` (preview): why the build leaves the article out, for its page's banner. */
  status: z.enum(['draft', 'scheduled']).optional(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One article page's data: its summary, sanitised HTML body, translation and related articles. */
export const articleEntrySchema = articleSummarySchema.extend({
  html: z.string(),
  /** Slug of the translation in the other language, found by translationKey. */
  translationSlug: z.string().nullable(),
  /** Up to two other articles of the same language, newest first. */
  related: z.array(articleSummarySchema),
});

export type ArticleEntry = z.infer<typeof articleEntrySchema>;
