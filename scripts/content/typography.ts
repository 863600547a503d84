import type { Language } from '../../src/i18n/languages';

/**
 * The typography step: writers type straight quotes, `'` and `...`; readers get the marks their
 * language sets. Applied to prose only (text a reader reads), never to what the text holds
 * that is not prose: `{{variables}}`, i18next's `$t(…)`, markup, addresses, code.
 *
 * - `'` between letters, or before a digit (l'AI, c'è, don't, Talvera's, anni '90, '90s), is
 *   the apostrophe ’; so is one closing a word (po', candidates') when no quote is open.
 * - `"` opens after a space, an opening bracket or a dash, and closes anywhere else. Italian
 *   uses « », English “ ”; a quote opened inside another takes the inner marks (Italian “ ”,
 *   English ‘ ’), and so does a pair of `'` quotes.
 * - Exactly three dots are an ellipsis, …
 * - A hyphen-minus that starts a number (-40%, (-5)) is the minus sign −, as in "−40%".
 * - A no-break space (U+00A0, as wide as a space: every font has it, unlike the narrow U+202F)
 *   keeps a number with the unit after it (14 giorni, 5 MB, 270 €, 25 %), and a currency sign
 *   with the amount after it (€ 20.000). Units are a closed list (`UNITS`): any other word
 *   after a number stays free to wrap (in 2025 una, 500 canali, 20100 Milano).
 *
 * Where the text's language is not known (a file shared by both languages, outside its
 * `{ en, it }` pairs) double quotes stay as written; everything else applies. Setting text
 * twice gives the same text.
 */

/** A language's quotation marks, outer pair first. */
const QUOTES: Record<Language, { outer: readonly [string, string]; inner: readonly [string, string] }> = {
  en: { outer: ['“', '”'], inner: ['‘', '’'] },
  it: { outer: ['«', '»'], inner: ['“', '”'] },
};

const APOSTROPHE = '’';
const ELLIPSIS = '…';
const NO_BREAK_SPACE = '\u00a0';

/** Stands in for something kept as written that reads as a word (a variable, a code span). */
const WORD_STAND_IN = '\ue000';
/** Stands in for the end of one block and the start of the next: read as a space, and quotes never pair across it. */
const BLOCK_BREAK = '\ue001';

/**
 * A piece of text: text to set, kept as written reading as a word, markup that is not read, or
 * markup that ends a block (a paragraph, a heading, an item).
 */
type Piece = { text: string; kind: 'text' | 'word' | 'markup' | 'break' };

const STAND_INS: Record<Piece['kind'], string> = { text: '', word: WORD_STAND_IN, markup: '', break: BLOCK_BREAK };

const WORD = /[\p{L}\p{N}\ue000]/u;
const DIGIT = /\p{N}/u;
const SPACE = /[\s\ue001]/;
/** After these (or at the start) a quote opens. */
const OPENS_AFTER = /[\s\ue001([{«“‘\u2012-\u2015/-]/;

/**
 * The units a number is kept with: percent, currency, file sizes, pixels and time (in both
 * languages, singular and plural). A closed list, so that a number is never glued to a word
 * that merely follows it ("in 2025 abbiamo", "3 clienti").
 */
const UNITS = [
  '%',
  '€',
  '$',
  '£',
  'euro',
  'EUR',
  'KB',
  'kB',
  'MB',
  'GB',
  'px',
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
const THREE_DOTS = /(?<!\.)\.\.\.(?!\.)/g;
/** A hyphen-minus before a digit that follows no word or number (not 2-6, COVID-19, 2025-01). */
const MINUS_BEFORE_NUMBER = /(?<![\p{L}\p{N}\ue000\-–—.,])-(?=\d)/gu;
const MINUS = '\u2212';

const QUOTE_CHARACTERS = /["'\ue001]/g;

/** Quotes and apostrophes of text flattened from its pieces (same length in, same length out). */
function setQuotes(flat: string, language: Language | undefined): string {
  if (!flat.includes('"') && !flat.includes("'")) return flat;
  /** What each quote character becomes, by its index (none: kept as written). */
  const set = new Map<number, string>();
  const marks = language && QUOTES[language];
  let depth = 0;
  /** `'` that may open or close an inner quote, paired once the block has been read. */
  let singles: { index: number; opens: boolean }[] = [];
  /** Pairs the `'` quotes of the block that ends here. */
  const endBlock = () => {
    const open: number[] = [];
    for (const { index, opens } of singles) {
      const opener = opens ? undefined : open.pop();
      if (opens) open.push(index);
      else if (opener === undefined || !marks) set.set(index, APOSTROPHE);
      else {
        set.set(opener, marks.inner[0]);
        set.set(index, marks.inner[1]);
      }
    }
    // An opening ' without its closing one elides the start of a word ('tis, 'sto).
    for (const index of open) set.set(index, APOSTROPHE);
    singles = [];
    depth = 0;
  };
  QUOTE_CHARACTERS.lastIndex = 0;
  for (let match = QUOTE_CHARACTERS.exec(flat); match; match = QUOTE_CHARACTERS.exec(flat)) {
    const { index } = match;
    if (match[0] === BLOCK_BREAK) {
      endBlock();
      continue;
    }
    const before = set.get(index - 1) ?? flat[index - 1] ?? ' ';
    const after = flat[index + 1] ?? ' ';
    if (SPACE.test(before) && SPACE.test(after)) continue;
    const opening = OPENS_AFTER.test(before);
    if (match[0] === '"') {
      if (!marks) continue;
      if (opening) {
        set.set(index, (depth === 0 ? marks.outer : marks.inner)[0]);
        depth++;
      } else {
        depth = Math.max(0, depth - 1);
        set.set(index, (depth === 0 ? marks.outer : marks.inner)[1]);
      }
    } else if (WORD.test(before) && WORD.test(after)) {
      set.set(index, APOSTROPHE);
    } else if (opening) {
      if (DIGIT.test(after)) set.set(index, APOSTROPHE);
      else singles.push({ index, opens: true });
    } else if (!WORD.test(after)) {
      singles.push({ index, opens: false });
    } else {
      set.set(index, APOSTROPHE);
    }
  }
  endBlock();
  let result = '';
  let last = 0;
  for (const index of [...set.keys()].sort((a, b) => a - b)) {
    result += flat.slice(last, index) + (set.get(index) ?? '');
    last = index + 1;
  }
  return result + flat.slice(last);
}

/** Whether anything in `text` may change: most strings hold none of these, and are left at once. */
const MAY_CHANGE = /["']|\.\.\.|\d |[€$£] |-\d/;

/** Sets text (a YAML string, a document's HTML) from its pieces, joined. */
function setPieces(pieces: readonly Piece[], language: Language | undefined): string {
  if (!pieces.some((piece) => piece.kind === 'text' && MAY_CHANGE.test(piece.text))) {
    return pieces.map((piece) => piece.text).join('');
  }
  const flat = pieces.map((piece) => (piece.kind === 'text' ? piece.text : STAND_INS[piece.kind])).join('');
  const set = setQuotes(flat, language)
    .replace(NUMBER_THEN_UNIT, NO_BREAK_SPACE)
    .replace(MINUS_BEFORE_NUMBER, MINUS)
    .replace(CURRENCY_THEN_NUMBER, NO_BREAK_SPACE);
  let offset = 0;
  return pieces
    .map((piece) => {
      if (piece.kind !== 'text') {
        offset += STAND_INS[piece.kind].length;
        return piece.text;
      }
      const text = set.slice(offset, offset + piece.text.length);
      offset += piece.text.length;
      return text.replace(THREE_DOTS, ELLIPSIS);
    })
    .join('');
}

/** What a prose string holds that is not prose: `{{variables}}`, `$t(…)`, tags, addresses. */
const KEPT_IN_TEXT =
  /\{\{[\s\S]*?\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9][^<>]*>|\b(?:https?:\/\/|mailto:|www\.)[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Splits `text` into prose and what is kept as written (`kept`: a pattern with the g flag). */
function piecesOf(text: string, kept: RegExp, kindOf: (match: string) => Piece['kind']): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(kept)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), kind: 'text' });
    pieces.push({ text: match[0], kind: kindOf(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), kind: 'text' });
  return pieces;
}

/** A prose string (a YAML field, a UI string) set for `language`. */
export function typesetText(text: string, language: Language | undefined): string {
  if (!MAY_CHANGE.test(text)) return text;
  return setPieces(
    piecesOf(text, KEPT_IN_TEXT, (match) => (match.startsWith('<') ? 'markup' : 'word')),
    language,
  );
}

/** Tags, comments and character references of the HTML the Markdown pipeline writes. */
const HTML_TOKEN = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>|&#?[A-Za-z0-9]+;/g;
/** Elements whose text is not prose: kept as written, read as one word. */
const KEPT_ELEMENTS = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'script', 'style', 'textarea', 'svg', 'math']);
/** Elements that end one block of text and start another (quotes never pair across them). */
const BLOCK_ELEMENTS = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/**
 * HTML set for `language`: its text only. Tags and their attributes, comments, character
 * references and the content of code (and the like) are kept as written.
 */
export function typesetHtml(html: string, language: Language | undefined): string {
  if (!MAY_CHANGE.test(html)) return html;
  const pieces: Piece[] = [];
  let kept: { name: string; depth: number } | undefined;
  let last = 0;
  for (const match of html.matchAll(HTML_TOKEN)) {
    const [token, closing, tagName] = match;
    const between = html.slice(last, match.index);
    if (between) pieces.push({ text: between, kind: kept ? 'markup' : 'text' });
    last = match.index + token.length;
    const name = tagName?.toLowerCase();
    if (name === undefined || kept) {
      if (kept && name === kept.name) kept.depth += closing ? -1 : token.endsWith('/>') ? 0 : 1;
      if (kept?.depth === 0) kept = undefined;
      pieces.push({ text: token, kind: name === undefined && !kept && token.startsWith('&') ? 'word' : 'markup' });
      continue;
    }
    if (BLOCK_ELEMENTS.has(name)) pieces.push({ text: '', kind: 'break' });
    if (!closing && KEPT_ELEMENTS.has(name)) {
      kept = { name, depth: 1 };
      pieces.push({ text: token, kind: 'word' });
      continue;
    }
    pieces.push({ text: token, kind: 'markup' });
  }
  if (last < html.length) pieces.push({ text: html.slice(last), kind: kept ? 'markup' : 'text' });
  return setPieces(pieces, language);
}
