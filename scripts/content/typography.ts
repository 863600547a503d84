import type { Root } from 'mdast';
import { retext } from 'retext';
import retextSmartypants, { type Options } from 'retext-smartypants';
import { visit } from 'unist-util-visit';
import type { Language } from '../../src/i18n/languages';

/**
 * The typography step: writers type straight quotes, `'` and `...`; readers get the marks their
 * language sets. SmartyPants does the quotes, apostrophes and ellipses, in Markdown
 * (remark-smartypants, markdown.ts) and in YAML prose (retext-smartypants, the same rules:
 * typesetText), with « » in Italian and “ ” in English, ‘ ’ inside them and ’ for an apostrophe.
 * Where the text's language is not known (a file shared by both languages, outside its
 * `{ en, it }` pairs) double quotes stay as written. Our own rules are only for numbers
 * (numberRules): a no-break space keeps a number with its unit and a currency sign with its
 * amount, and a hyphen-minus that starts a number is the minus sign. Applied to prose only,
 * never to what the text holds that is not prose: `{{variables}}`, i18next's `$t(…)`, markup,
 * addresses, code. Setting text twice gives the same text.
 */
export function smartypantsOptions(language: Language | undefined): Options {
  const double = language === 'it' ? ['«', '»'] : language === 'en' ? ['“', '”'] : ['"', '"'];
  return {
    backticks: false,
    dashes: false,
    openingQuotes: { double: double[0] ?? '"', single: '‘' },
    closingQuotes: { double: double[1] ?? '"', single: '’' },
  };
}

const NO_BREAK_SPACE = '\u00a0';
const MINUS = '\u2212';

/**
 * The units a number is kept with: percent, currency, file sizes, pixels and time (in both
 * languages, singular and plural). A closed list, so that a number is never glued to a word
 * that merely follows it ("in 2025 abbiamo", "3 clienti").
 */
const UNITS = [
  ...['%', '€', '$', '£', 'euro', 'EUR', 'KB', 'kB', 'MB', 'GB', 'px'],
  ...['minuto', 'minuti', 'ora', 'ore', 'giorno', 'giorni', 'settimana', 'settimane', 'mese', 'mesi', 'anno', 'anni'],
  ...['minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years'],
];

/** A number and the unit after it: the space between them is the match. */
const NUMBER_THEN_UNIT = new RegExp(
  `(?<=(?<![\\d.,])\\d(?:[.,]?\\d)*) (?=(?:${UNITS.map((unit) => unit.replace(/[$]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}]))`,
  'gu',
);
/** A currency sign and the amount after it. */
const CURRENCY_THEN_NUMBER = /(?<=[€$£]) (?=\d)/g;
/** A hyphen-minus before a digit that follows no word or number (not 2-6, COVID-19, 2025-01). */
const MINUS_BEFORE_NUMBER = /(?<![\p{L}\p{N}\-–—.,])-(?=\d)/gu;

/** Our rules for numbers in prose: 14 giorni, 5 MB, 270 €, € 20.000 keep together; -40% is −40%. */
export function numberRules(text: string): string {
  return text
    .replace(NUMBER_THEN_UNIT, NO_BREAK_SPACE)
    .replace(CURRENCY_THEN_NUMBER, NO_BREAK_SPACE)
    .replace(MINUS_BEFORE_NUMBER, MINUS);
}

/** numberRules on every text of a Markdown tree (code is not text), for the Markdown pipeline. */
export function remarkNumberRules() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      node.value = numberRules(node.value);
    });
  };
}

/** What a prose string holds that is not prose: `{{variables}}`, `$t(…)`, tags, addresses. */
const KEPT_IN_TEXT =
  /\{\{[\s\S]*?\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9][^<>]*>|\b(?:https?:\/\/|mailto:|www\.)[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Whether anything in `text` may change: most strings hold none of these, and are left at once. */
const MAY_CHANGE = /["']|\.\.\.|\d |[€$£] |-\d/;

/** As remark-smartypants runs it: quotes over the whole text first (same length), then the rest per piece. */
const processors = new Map<Language | undefined, Record<'quotes' | 'rest', (text: string) => string>>();

/**
 * A prose string (a YAML field, a UI string) set for `language`. What is not prose stands in as
 * remark-smartypants reads a Markdown text: a tag as nothing (as emphasis is), the rest as a word.
 */
export function typesetText(text: string, language: Language | undefined): string {
  if (!MAY_CHANGE.test(text)) return text;
  let processor = processors.get(language);
  if (!processor) {
    const options = smartypantsOptions(language);
    const quoting = retext().use(retextSmartypants, { ...options, ellipses: false });
    const others = retext().use(retextSmartypants, { ...options, quotes: false });
    processor = { quotes: (s) => String(quoting.processSync(s)), rest: (s) => String(others.processSync(s)) };
    processors.set(language, processor);
  }
  const { quotes, rest } = processor;
  const pieces: { text: string; standIn?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(KEPT_IN_TEXT)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[0], standIn: match[0].startsWith('<') ? '' : 'A' });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  // Quotes and the number rules change no length: each piece of prose is cut back from its place.
  const set = numberRules(quotes(pieces.map((piece) => piece.standIn ?? piece.text).join('')));
  let offset = 0;
  return pieces
    .map((piece) => {
      if (piece.standIn !== undefined) {
        offset += piece.standIn.length;
        return piece.text;
      }
      offset += piece.text.length;
      return rest(set.slice(offset - piece.text.length, offset));
    })
    .join('');
}
