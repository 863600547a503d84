import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { isoDate, slug, text } from './common';
import { articleAuthorSchema, personId } from './person';
import { builtPictures, photo, picturesSchema } from './picture';

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
  /** Minutes to read; computed from the word count when left out. */
  readTime: z.number({ error: 'a whole number of minutes' }).int().positive().optional(),
  pictures: builtPictures,
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
