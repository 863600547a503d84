/**
 * Figures in prose ("80%", "3×", "2 volte", and in words, figure-words.ts: "tre volte", "un terzo")
 * must be `{claim:<id>}` references; the content step refuses the others.
 */
import { findWordFigures, withoutOverlaps, type WordFigure } from './figure-words';

/** 80, 2.000, 99,5; a sign or "up to" stays outside. */
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

/** `\s` covers typography's no-break spaces; `x` counts only as a word (5x2 and 1200x630 are not multipliers). */
const FIGURE = new RegExp(
  String.raw`${NUMBER}\s*(?:%|per\s?cento\b|percento\b|per\s?cent\b|percent\b|×|x(?![\p{L}\p{N}])|(?:volte|times)\b)`,
  'giu',
);

export const CLAIM_REFERENCE = /\{claim:([^{}]*)\}/g;

export type FoundFigure = WordFigure;

/** A pre-check of a whole source: a digit, a reference or a figure in words. */
export function mayHoldFigures(text: string): boolean {
  return /\d/.test(text) || text.includes('{claim:') || findWordFigures(text).length > 0;
}

/** The figures of `text` in order, in digits or in words; of two that overlap, the first. */
export function findFigures(text: string): FoundFigure[] {
  const blanked = text.includes('{claim:')
    ? text.replace(CLAIM_REFERENCE, (reference) => ' '.repeat(reference.length))
    : text;
  const inWords = findWordFigures(blanked);
  if (!/\d/.test(blanked)) return inWords;
  const inDigits = [...blanked.matchAll(FIGURE)].map((match): FoundFigure => {
    const written = match[0];
    return { index: match.index, written, kind: /(?:%|cento?)$/iu.test(written) ? 'percent' : 'multiplier' };
  });
  return withoutOverlaps([...inDigits, ...inWords]);
}

const COMPARISON =
  /^\s*(?:più|meno|superiore|inferiore|more|less|fewer|faster|slower|better|higher|lower|as|the)(?![\p{L}\p{N}])/iu;

/**
 * Any percentage or `×`, and `x`/volte/times/twice ending the phrase or comparing; a frequency
 * ("3 volte a settimana") is not one, nor a fraction or ratio in words, which is also a time or a
 * date ("a metà aprile", "24 ore su 24") that an exception may let through.
 */
export function statesFigure(phrase: string): boolean {
  return findFigures(phrase).some(({ index, written, kind }) => {
    if (kind === 'fraction' || kind === 'ratio') return false;
    if (!/(?:volte|times|x|twice|thrice)$/iu.test(written)) return true;
    const after = phrase.slice(index + written.length);
    // "Up to 3 times" ends on a figure; "typed twice" does not.
    return (after.trim() === '' && !/^(?:twice|thrice)$/iu.test(written)) || COMPARISON.test(after);
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
