import type { Options, SearchOptions } from 'minisearch';
import type { Language } from '../../../i18n/languages';

export type ArticleSearchDocument = {
  /** Unique, so also the document's id. */
  path: string;
  title: string;
  excerpt: string;
  keywords: string;
  tags: string;
};

export const SEARCHED_FIELDS = ['title', 'excerpt', 'keywords', 'tags'] as const;
export const STORED_FIELDS = ['title', 'excerpt'] as const;

/** Italian also drops the articles and prepositions elision glues on ("dell’AI" reads "dell" and "ai"). */
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  // "s": what is left of a possessive ("recruiter’s") once the apostrophe splits the word.
  en: new Set([
    'a',
    'an',
    'and',
    'are',
    'as',
    'at',
    'by',
    'for',
    'from',
    'in',
    'is',
    'of',
    'on',
    'or',
    's',
    'the',
    'to',
    'with',
  ]),
  it: new Set([
    ...['a', 'ad', 'al', 'alla', 'alle', 'agli', 'ai', 'che', 'con', 'da', 'dal', 'dalla', 'dei', 'del', 'dell'],
    ...['della', 'delle', 'degli', 'di', 'e', 'ed', 'gli', 'i', 'il', 'in', 'l', 'la', 'le', 'lo', 'nel', 'nell'],
    ...['nella', 'nelle', 'o', 'per', 'su', 'sul', 'sull', 'sulla', 'tra', 'un', 'una', 'uno'],
  ]),
};

/** Lower case without accents ("resume" finds "résumé"), stop words dropped; for the articles and the query alike. */
export function termProcessor(language: Language): (term: string) => string | null {
  const stopWords = STOP_WORDS[language];
  return (term) => {
    const folded = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return stopWords.has(folded) ? null : folded;
  };
}

/** The build and the browser must agree on these to load the index. */
export function indexOptions(language: Language): Options<ArticleSearchDocument> {
  return {
    idField: 'path',
    fields: [...SEARCHED_FIELDS],
    storeFields: [...STORED_FIELDS],
    processTerm: termProcessor(language),
  };
}

/**
 * Every word must match (a longer query narrows), each as a prefix (results while typing), and
 * from four letters with one typo in five ("assunzioni" finds "assunzione"). Title counts most.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  boost: { title: 3, keywords: 2, tags: 2 },
};
