/**
 * Figures written in words ("tre volte", "un terzo", "nine in ten", "fifty percent"): the closed
 * list of each language, beside the digits of figures.ts. "Un", "una" and "uno" alone are articles:
 * a one counts only as part of a fraction or ratio ("un terzo", "una su quattro").
 */

import { toCardinal as englishCardinal } from 'n2words/en-GB';
import { toCardinal as italianCardinal } from 'n2words/it-IT';

export type FigureKind = 'percent' | 'multiplier' | 'fraction' | 'ratio';
export type WordFigure = { index: number; written: string; kind: FigureKind };

/** Nothing of a word before or after: `\b` does not know "metà". */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const DIGITS = String.raw`\d+(?:[.,]\d+)*`;

/** The words of 1 to 100 in a language, with the other ways a writer may spell some of them. */
function numberWords(toCardinal: (value: number) => string, variants: (word: string) => string[]) {
  const words = new Map<string, number>();
  for (let value = 1; value <= 100; value++)
    for (const word of [toCardinal(value), ...variants(toCardinal(value))]) words.set(word, value);
  return words;
}

/** "Un" and "una" are one too (in a fraction or ratio); "ventitré" is also typed "ventitre". */
const ITALIAN = numberWords(italianCardinal, (word) =>
  word === 'uno' ? ['un', 'una'] : word.endsWith('tré') ? [word.slice(0, -1) + 'e'] : [],
);
/** "twenty-three" is also written "twenty three"; a hundred as "a hundred" or "hundred". */
const ENGLISH = numberWords(englishCardinal, (word) =>
  word === 'one hundred' ? ['a hundred', 'hundred'] : word.includes('-') ? [word.replace('-', ' ')] : [],
);

const alternation = (words: Map<string, number>) =>
  [...words.keys()]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(' ', String.raw`\s+`))
    .join('|');
const IT_NUMBER = `(?:${alternation(ITALIAN)})${E}`;
const EN_NUMBER = `(?:${alternation(ENGLISH)})${E}`;

/** The value of a number as written (2.000 and 2,000 are two thousand), or NaN. */
function valueOf(written: string): number {
  const word = written.toLowerCase().replace(/\s+/g, ' ').replace(/['’]$/, '');
  if (/^\d/.test(word)) return Number(word.replace(/[.,](?=\d{3}(?!\d))/g, '').replace(',', '.'));
  return ITALIAN.get(word) ?? ENGLISH.get(word) ?? NaN;
}

/**
 * What may follow a fraction or "il doppio" for it to be one ("un terzo del tempo", "down by a
 * quarter.", "sono il doppio e"); a noun makes it an ordinal or an adjective ("un terzo colloquio").
 */
const AFTER_A_PART = String.raw`(?=\s*(?:(?:d(?:i|el|ella|ello|ei|egli|elle)|of|rispetto|che|e|ed|o|ma|less|more|fewer|and|or|but)${E}|dell['’]|in\s+(?:meno|più)${E}|[.,;:!?)"”»]|$))`;
/** "15 hires in 30 days" is a pace, not a ratio, in either language ("15 tecnici in 30 giorni"). */
const TIME_UNIT = String.raw`(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|second[oi]|minut[oi]|or[ae]|giorn[oi]|settiman[ae]|mes[ei]|ann[oi])${E}`;
/** A few words between the two numbers of a ratio: "sei inserimenti su dieci", "one technical hire in four". */
const GAP = String.raw`(?:\s*[\p{L}'’-]+){0,3}?`;

/**
 * A pattern, and what a text must hold for it to match: trying a pattern that starts with a number
 * word at every position of a long text is slow, and most texts hold no "volte" or "su nove".
 */
type Pattern = { kind: FigureKind; pattern: string; cue?: string; accept?: (groups: string[]) => boolean };

const atLeastTwo = ([count = '']: string[]) => valueOf(count) >= 2;
const aShare = ([part = '', whole = '']: string[]) => valueOf(part) < valueOf(whole);

const PATTERNS: Pattern[] = [
  // Italian
  { kind: 'percent', pattern: `${B}(${IT_NUMBER})\\s*per\\s?cento${E}`, cue: String.raw`per\s?cento` },
  { kind: 'multiplier', pattern: `${B}(${IT_NUMBER})\\s+volte${E}`, cue: 'volte', accept: atLeastTwo },
  { kind: 'multiplier', pattern: `${B}(?:il|al|del|nel|dal|sul)\\s+(?:doppio|triplo|quadruplo)${E}${AFTER_A_PART}` },
  { kind: 'multiplier', pattern: `${B}(?:raddoppi|triplic|quadruplic)\\p{L}*` },
  { kind: 'fraction', pattern: `${B}(?:metà|dimezz\\p{L}*)${E}` },
  {
    kind: 'fraction',
    pattern: `${B}(?:${IT_NUMBER})\\s+(?:terz|quart|quint|decim)[oi]${E}${AFTER_A_PART}`,
    cue: '(?:terz|quart|quint|decim)[oi]',
  },
  {
    kind: 'ratio',
    pattern: `${B}(${IT_NUMBER}|un['’](?=\\p{L})|${DIGITS})${GAP}\\s+su\\s+(${IT_NUMBER}|${DIGITS}${E})`,
    cue: String.raw`\ssu\s+(?:${IT_NUMBER}|\d)`,
    accept: aShare,
  },
  // English
  {
    kind: 'percent',
    pattern: `${B}(${EN_NUMBER})\\s*(?:per\\s?cent|percent)${E}`,
    cue: String.raw`per\s?cent|percent`,
  },
  {
    kind: 'multiplier',
    pattern: `${B}(?:twice|thrice|doubled|tripled|quadrupled|doubles|triples|doubling|tripling)${E}`,
  },
  { kind: 'multiplier', pattern: `${B}(${EN_NUMBER})\\s+times${E}`, cue: 'times', accept: atLeastTwo },
  // A verb ("double the reach", "volumes double,"), not an adjective ("a double shift").
  {
    kind: 'multiplier',
    pattern: `${B}(?:double|triple|quadruple)${E}(?!-)(?:\\s+(?:the|your|our|their|its)${E}|${AFTER_A_PART})`,
  },
  // A compound is no fraction: "half-day", "third-party".
  { kind: 'fraction', pattern: `${B}(?:half|halved|halving)${E}(?!-)` },
  {
    kind: 'fraction',
    pattern: `${B}(?:a|${EN_NUMBER})\\s+(?:third|quarter|fifth|tenth)s?${E}(?!-)${AFTER_A_PART}`,
    cue: 'third|quarter|fifth|tenth',
  },
  {
    kind: 'ratio',
    pattern: `${B}(${EN_NUMBER}|${DIGITS})${GAP}\\s+(?:in|out\\s+of)\\s+(${EN_NUMBER}|${DIGITS}${E})(?!\\s+${TIME_UNIT})`,
    cue: String.raw`\s(?:in|out\s+of)\s+(?:${EN_NUMBER}|\d)`,
    accept: aShare,
  },
];

const COMPILED = PATTERNS.map(({ pattern, cue, ...rest }) => ({
  ...rest,
  pattern: new RegExp(pattern, 'giu'),
  cue: cue === undefined ? undefined : new RegExp(cue, 'iu'),
}));

/** Every figure in words of `text`, in order; of two that overlap, the first. */
export function findWordFigures(text: string): WordFigure[] {
  const found = COMPILED.flatMap(({ kind, pattern, cue, accept }) =>
    (cue === undefined || cue.test(text) ? [...text.matchAll(pattern)] : [])
      .filter((match) => accept === undefined || accept(match.slice(1)))
      .map((match) => ({ index: match.index, written: match[0], kind })),
  );
  return withoutOverlaps(found);
}

/** `figures` in order; of two that overlap, the first found. */
export function withoutOverlaps(figures: WordFigure[]): WordFigure[] {
  const kept: WordFigure[] = [];
  for (const figure of [...figures].sort((a, b) => a.index - b.index)) {
    const last = kept[kept.length - 1];
    if (last === undefined || figure.index >= last.index + last.written.length) kept.push(figure);
  }
  return kept;
}
