/**
 * Text with the content compiler's typography undone (scripts/content/typography.ts): ’ and ‘
 * as ', « » “ ” as ", … as ..., no-break spaces as spaces. Tests that compare what a page shows
 * with a string written in content or in the spec compare both through this.
 */
export function normalizeTypography(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[«»“”]/g, '"')
    .replace(/…/g, '...')
    .replace(/[\u00a0\u202f]/g, ' ');
}
