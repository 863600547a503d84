/** Figures in prose ("80%", "3×", "2 volte") must be `{claim:<id>}` references; the content step refuses the others. */

/** 80, 2.000, 99,5; a sign or "up to" stays outside. */
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

/** `\s` covers typography's no-break spaces; `x` counts only as a word (5x2 and 1200x630 are not multipliers). */
const FIGURE = new RegExp(
  String.raw`${NUMBER}\s*(?:%|per\s?cento\b|percento\b|per\s?cent\b|percent\b|×|x(?![\p{L}\p{N}])|(?:volte|times)\b)`,
  'giu',
);

export const CLAIM_REFERENCE = /\{claim:([^{}]*)\}/g;

export type FoundFigure = { index: number; written: string };

/** A cheap pre-check: a figure starts with a digit. */
export function mayHoldFigures(text: string): boolean {
  return /\d/.test(text) || text.includes('{claim:');
}

export function findFigures(text: string): FoundFigure[] {
  if (!/\d/.test(text)) return [];
  const blanked = text.includes('{claim:')
    ? text.replace(CLAIM_REFERENCE, (reference) => ' '.repeat(reference.length))
    : text;
  return [...blanked.matchAll(FIGURE)].map((match) => ({ index: match.index, written: match[0] }));
}

const COMPARISON =
  /^\s*(?:più|meno|superiore|inferiore|more|less|fewer|faster|slower|better|higher|lower|as)(?![\p{L}\p{N}])/iu;

/** Any percentage or `×`, and `x`/volte/times ending the phrase or comparing; a frequency ("3 volte a settimana") is not one. */
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
