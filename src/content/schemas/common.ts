import { z } from 'zod';
import { siteConfig } from '../../config';
import type { Language } from '../../i18n/languages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month (1–12) of the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `value` is `YYYY-MM-DD` and names a day that exists (by arithmetic: a Date per article cost more). */
export function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A calendar date written `YYYY-MM-DD` that exists (no 2026-02-30, no 15/09/2026). */
export const isoDate = z
  .string({ error: 'an ISO date (YYYY-MM-DD)' })
  .refine(isIsoCalendarDate, { error: 'a real calendar date (YYYY-MM-DD)' });

/**
 * Fields whose text a visitor reads. The content compiler sets their typography (typographic
 * quotes and apostrophes, ellipsis, no-break spaces: scripts/content/typography.ts); ids,
 * slugs, paths, addresses and enum values are never marked. Schemas made from a marked one
 * (`text.max(12)`, `text.optional()`) are prose too.
 */
export const proseFields = z.registry<{ prose: true }>();

/** Marks a string schema as prose (proseFields). */
export function prose<Schema extends z.ZodType<string>>(schema: Schema): Schema {
  proseFields.add(schema, { prose: true });
  return schema;
}

/** Text a visitor reads: at least one non-blank character. */
export const text = prose(z.string({ error: 'text' }).trim().min(1, { error: 'non-empty text' }));

/**
 * Someone's words, written without quote marks: the typography step sets the marks of the
 * page's language around them (« » in Italian, “ ” in English), so no component types its own.
 * Words already between typographic marks are kept as they are, so the output parses again.
 */
const quotationWords = text.refine((value) => !/^["']|["']$/.test(value), {
  error: 'a quotation without its quote marks (the page sets them in its language)',
});
export const quotation = quotationWords.transform((value) => (/^[«“].*[»”]$/s.test(value) ? value : `"${value}"`));

/** Whether a field holds someone's words: a figure they cite has its basis beside their name, not in the quote. */
export const isQuotation = (schema: unknown) => schema === quotationWords;

/**
 * The basis of the figures a quotation cites, shown under the name of whoever said it: the
 * content step fills it in from the claims of the quote ("Dato dell'agenzia"); never written.
 */
export const quoteBasis = text.optional();

/** The folder, at the project's root, where the proof behind a claim, a quote, a logo or a case is kept; never published. */
export const EVIDENCE_FOLDER = 'evidence';

/**
 * What backs a figure, a customer's words, a logo or a case: the path of its proof under
 * evidence/ (a measurement, a signed authorisation), or `pending` until someone brings it.
 * `npm run check:launch` lists every item still pending, page by page.
 */
export const evidence = z.union(
  [
    z.literal('pending'),
    z.string().regex(new RegExp(`^${EVIDENCE_FOLDER}/(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.[a-z0-9]+$`, 'i')),
  ],
  {
    error: `pending, or the path of its proof under ${EVIDENCE_FOLDER}/, like ${EVIDENCE_FOLDER}/claims/time-to-hire.pdf`,
  },
);

/** A text that must hold `{{name}}` exactly once: the page fills it in. */
export const template = (name: string) =>
  text.refine((value) => value.split(`{{${name}}}`).length === 2, {
    error: `text holding {{${name}}} once (the page puts the value there)`,
  });

/**
 * A text that may hold any of the placeholders `names` (`{{saving}}`), each filled in by the page;
 * any other `{{…}}` would be shown as written, so it is refused.
 */
export const textWithPlaceholders = (...names: string[]) =>
  text.superRefine((value, context) => {
    for (const [, name = ''] of value.matchAll(/\{\{([^{}]*)\}\}/g)) {
      if (names.includes(name)) continue;
      const allowed = names.map((allowedName) => `{{${allowedName}}}`).join(' or ');
      context.addIssue({
        code: 'custom',
        input: value,
        message: `text with no placeholder but ${allowed}, found {{${name}}}`,
      });
    }
  });

/** Alternative text of a picture, read by screen readers: empty only for decoration. */
export const altText = prose(z.string({ error: 'alternative text (may be empty for decoration)' }));

/** The e2e head checks hold every page to a description of more than 50 characters. */
const MIN_DESCRIPTION_LENGTH = 51;

/** What the head appends to every title: a title written with it would show the brand twice. */
const TITLE_SUFFIX = ` | ${siteConfig.brandName}`;

/**
 * A page's title and description for search engines and link previews, written at the top of
 * the page's content file as `meta:`.
 */
export const pageMetaSchema = z.strictObject({
  title: text.refine((title) => !title.replace(/\s*\|\s*/g, ' | ').endsWith(TITLE_SUFFIX), {
    error: `a title without "${TITLE_SUFFIX.trim()}" (the site adds it)`,
  }),
  description: text.min(MIN_DESCRIPTION_LENGTH, {
    error: `a description of at least ${MIN_DESCRIPTION_LENGTH} characters (one or two sentences)`,
  }),
});

/** Where the build publishes the variants it makes of photographs (scripts/content/images/). */
export const PUBLISHED_PICTURES = '/images/_/';

const PICTURE_HINT = 'add the file under public/images/… and reference it as /images/…';

/** Why a value is not a picture of the site, in a writer's words, or undefined when it is one. */
export function picturePathProblem(value: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) {
    return `a picture stored with the site, not a web address (${PICTURE_HINT})`;
  }
  if (!value.startsWith('/images/')) return `a picture path starting with /images/ (${PICTURE_HINT})`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s"'<>\\`?#\u0000-\u001f\u007f]/.test(value) || /\/\.\.?(\/|$)/.test(value)) {
    return 'a picture path without spaces, quotes, <, >, \\, ?, # or ../ (rename the file if needed)';
  }
  if (value.startsWith(PUBLISHED_PICTURES)) {
    return `a picture of your own, not one the site makes (${PUBLISHED_PICTURES} holds the variants the build writes)`;
  }
  if (!/\.(svg|png|jpe?g|webp|avif|gif)$/i.test(value)) {
    return 'a picture file ending in .svg, .png, .jpg, .jpeg, .webp, .avif or .gif';
  }
  return undefined;
}

/**
 * A picture of the site: a file under `public/images/`, written as a site path
 * (`/images/x.svg`). Never a web address: pictures from other hosts would need the
 * Content-Security-Policy's `img-src` opened, reach a third party before consent, and break
 * when that host changes. That the file exists is checked by the content compiler, which
 * knows where `public/` is.
 */
export const assetPath = z.string({ error: 'a picture path like /images/name.svg' }).superRefine((value, context) => {
  const problem = picturePathProblem(value);
  if (problem !== undefined) context.addIssue({ code: 'custom', message: problem, input: value });
});

/** A URL-safe identifier: lower-case words joined by hyphens. */
export const slug = z
  .string({ error: 'a slug (lower-case words joined by hyphens)' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug (lower-case words joined by hyphens)' });

/** An image with the intrinsic size that keeps the layout from shifting while it loads. */
export const image = z.object({
  /** Site path of the file under public/, e.g. /images/home/hero-en.svg. */
  src: assetPath,
  /** What the image shows, for screen readers; empty only for decoration. */
  alt: altText,
  width: z.number({ error: 'a width in pixels' }).int().positive(),
  height: z.number({ error: 'a height in pixels' }).int().positive(),
});

/**
 * A content type as one language sees it: every `{ en, it }` text pair replaced by that
 * language's text. Files shared by both languages are compiled to one module per language.
 */
export type InLanguage<T> =
  T extends Readonly<Record<Language, string>>
    ? string
    : T extends readonly (infer Item)[]
      ? InLanguage<Item>[]
      : T extends object
        ? { [Key in keyof T]: InLanguage<T[Key]> }
        : T;

/**
 * A refinement for a list whose items must differ: by `field` of each item (an id), or by the
 * item itself when no field is given. A repeat is reported at its own place, e.g.
 * `bands.3.id: expected an id no other band uses, found "10k"`.
 */
export function distinctItems(what: string, field?: string) {
  return (items: readonly unknown[], context: z.RefinementCtx): void => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = field === undefined ? item : (item as Record<string, unknown>)[field];
      if (seen.has(value)) {
        const path = field === undefined ? [index] : [index, field];
        context.addIssue({ code: 'custom', path, input: value, message: what });
      }
      seen.add(value);
    });
  };
}
