/**
 * Figures in prose: a percentage or a multiplier written after a number ("80%", "35 per cento",
 * "3×", "3x", "2 volte", "3 times"). Every one a page states must be a claim reference,
 * `{claim:<id>}`, to an entry of content/claims.yaml; the content step refuses the others
 * (scripts/content/claims.ts). Shared by the claims' schema (an exception may not be a figure)
 * and the content step.
 */

/** A number as written in either language: 80, 2.000, 99,5, with a sign or "up to" left outside. */
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

/**
 * The figures the rule refuses. `\s` covers the no-break spaces typography puts after a number.
 * An `x` counts only as a word of its own (3x, 3 x): 5x2 (a shift pattern) and 1200x630 are not multipliers.
 */
const FIGURE = new RegExp(
  String.raw`${NUMBER}\s*(?:%|per\s?cento\b|percento\b|per\s?cent\b|percent\b|×|x(?![\p{L}\p{N}])|(?:volte|times)\b)`,
  'giu',
);

/** A claim reference as a writer types it in prose and Markdown: `{claim:screening-time-saved}`. */
export const CLAIM_REFERENCE = /\{claim:([^{}]*)\}/g;

export type FoundFigure = { index: number; written: string };

/**
 * Whether `text` may hold a figure or a claim reference: a figure starts with a digit. Much
 * cheaper than looking for them, and false for most texts.
 */
export function mayHoldFigures(text: string): boolean {
  return /\d/.test(text) || text.includes('{claim:');
}

/** Every figure in `text`, outside claim references (whose ids may hold digits). */
export function findFigures(text: string): FoundFigure[] {
  if (!/\d/.test(text)) return [];
  const blanked = text.includes('{claim:')
    ? text.replace(CLAIM_REFERENCE, (reference) => ' '.repeat(reference.length))
    : text;
  return [...blanked.matchAll(FIGURE)].map((match) => ({ index: match.index, written: match[0] }));
}

/** Words after a multiplier that make it a comparison ("3 volte più rapide", "2 times faster"). */
const COMPARISON =
  /^\s*(?:più|meno|superiore|inferiore|more|less|fewer|faster|slower|better|higher|lower|as)(?![\p{L}\p{N}])/iu;

/**
 * Whether a phrase states a percentage or a multiplier, which no exception may be: any
 * percentage or `×`, and an `x`, "volte" or "times" after a number that ends the phrase or
 * compares ("3 volte più"). A frequency ("3 volte a settimana", "twice a day") is not one.
 */
export function statesFigure(phrase: string): boolean {
  return findFigures(phrase).some(({ index, written }) => {
    if (!/(?:volte|times|x)$/iu.test(written)) return true;
    const after = phrase.slice(index + written.length);
    return after.trim() === '' || COMPARISON.test(after);
  });
}

/** Text compared as a writer typed it: typographic apostrophes, quotes and spaces made plain, any case. */
export function plainText(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[«»“”]/g, '"')
    .replace(/\s/g, ' ')
    .toLowerCase();
}
