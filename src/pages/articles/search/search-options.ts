import type { Options, SearchOptions } from 'minisearch';
import type { Language } from '../../../i18n/languages';

/** What a search result shows and links to, stored in the index beside the terms. */
export type ArticleSearchDocument = {
  /** The article's path: unique, so it is also the document's id. */
  path: string;
  title: string;
  excerpt: string;
  keywords: string;
  tags: string;
};

export const SEARCHED_FIELDS = ['title', 'excerpt', 'keywords', 'tags'] as const;
export const STORED_FIELDS = ['title', 'excerpt'] as const;

/**
 * Words too common to tell articles apart. Italian also loses the articles and prepositions
 * that elision glues to the next word ("dell’AI" is read as "dell" and "ai").
 */
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

/**
 * Lower case without accents, so "funzionalita" finds "funzionalità" and "resume" finds
 * "résumé"; stop words of the language are dropped. The same function reads the articles and
 * the visitor's query.
 */
export function termProcessor(language: Language): (term: string) => string | null {
  const stopWords = STOP_WORDS[language];
  return (term) => {
    const folded = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return stopWords.has(folded) ? null : folded;
  };
}

/** The index's settings: the build and the browser must agree on them to load the index. */
export function indexOptions(language: Language): Options<ArticleSearchDocument> {
  return {
    idField: 'path',
    fields: [...SEARCHED_FIELDS],
    storeFields: [...STORED_FIELDS],
    processTerm: termProcessor(language),
  };
}

/**
 * How a query matches: every word must match (a longer query narrows the results), each also as
 * the start of a word (results appear while typing), and from four letters with about one typo
 * in five letters (an Italian plural, "assunzioni" for "assunzione", is one letter away). A title
 * counts most, then keywords and tags.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  boost: { title: 3, keywords: 2, tags: 2 },
};
