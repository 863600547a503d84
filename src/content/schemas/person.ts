import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { altText, slug, text, type InLanguage } from './common';
import { builtPictures, photo, picturesSchema } from './picture';

/** The same field in every language (`{ en: …, it: … }`): a person's file is shared by both. */
function inEveryLanguage<Schema extends z.ZodType>(schema: Schema) {
  return z.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, Schema>,
  );
}

/** A person's id: the file name of `content/people/<id>.yaml`, by which team and articles name them. */
export const personId = slug;

/** content/people/<id>.yaml: one person of the team, who may also write articles. */
export const personSchema = z.strictObject({
  /** Written once: a name is the same in every language. */
  name: text,
  /** The job title, shown on the team page, in the article byline and on the author page. */
  role: inEveryLanguage(text),
  /** Two or three sentences, shown on the team page and the author page. */
  bio: inEveryLanguage(text),
  /** The portrait on the team page: an SVG, or a photograph cut square (its width and height are then the variants'). */
  portrait: z.strictObject({
    src: photo('teamPortrait'),
    alt: inEveryLanguage(altText),
    width: z.number({ error: 'a width in pixels' }).int().positive(),
    height: z.number({ error: 'a height in pixels' }).int().positive(),
  }),
  /** The small round picture beside the byline and on the author page; the portrait when left out. */
  avatar: photo('avatar').optional(),
  pictures: builtPictures,
});

/** A person as one language's pages see them, with their id. */
export type Person = InLanguage<z.infer<typeof personSchema>> & { id: string };

/** What an article carries of its author, resolved from their file for the article's language. */
export const articleAuthorSchema = z.strictObject({
  id: personId,
  name: z.string(),
  role: z.string(),
  /** The avatar, or the portrait when the person has no avatar of its own. */
  avatar: z.string(),
  /** The variants of the avatar (or portrait) when it is a photograph. */
  pictures: picturesSchema.optional(),
});

export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;
