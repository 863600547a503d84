/**
 * The content compiler sets typography (scripts/content/typography.ts): ' as ’, " as « » or
 * “ ”, ... as …, a space after a number as a no-break space. Tests that compare what a page
 * shows with a string written in content or in the spec compare both through
 * `normalizeTypography`, or find it with `typographic`.
 */

/** Text with the typography undone: ’ ‘ as ', « » “ ” as ", … as ..., no-break spaces as spaces. */
export function normalizeTypography(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[«»“”]/g, '"')
    .replace(/…/g, '...')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** A pattern (for Playwright's `name`, `hasText`, `getByLabel`…) matching `text` written plain or set. */
export function typographic(text: string, { exact = false }: { exact?: boolean } = {}): RegExp {
  const pattern = normalizeTypography(text)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'/g, "['’‘]")
    .replace(/"/g, '["«»“”]')
    .replace(/\\\.\\\.\\\./g, '(?:\\.\\.\\.|…)')
    .replace(/ /g, '[ \\u00a0\\u202f]');
  return new RegExp(exact ? `^${pattern}$` : pattern);
}
