import { z } from 'zod';
import type { Language } from '../../i18n/languages';

function isIsoCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** A calendar date written `YYYY-MM-DD` that exists (no 2026-02-30, no 15/09/2026). */
export const isoDate = z
  .string({ error: 'an ISO date (YYYY-MM-DD)' })
  .refine(isIsoCalendarDate, { error: 'a real calendar date (YYYY-MM-DD)' });

/** Text a visitor reads: at least one non-blank character. */
export const text = z.string({ error: 'text' }).trim().min(1, { error: 'non-empty text' });

/**
 * A file under `public/` written as a site path (`/images/x.svg`) or an absolute https URL.
 * That a site path exists is checked by the content compiler, which knows where `public/` is.
 */
export const assetPath = z
  .string({ error: 'a path like /images/name.svg or an https:// URL' })
  .regex(/^(\/[^\s]+|https:\/\/[^\s]+)$/, { error: 'a path like /images/name.svg or an https:// URL' });

/** A URL-safe identifier: lower-case words joined by hyphens. */
export const slug = z
  .string({ error: 'a slug (lower-case words joined by hyphens)' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug (lower-case words joined by hyphens)' });

/** An image with the intrinsic size that keeps the layout from shifting while it loads. */
export const image = z.object({
  /** Site path of the file under public/, e.g. /images/home/hero-en.svg. */
  src: assetPath,
  /** What the image shows, for screen readers; empty only for decoration. */
  alt: z.string({ error: 'alternative text (may be empty for decoration)' }),
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
