import type { Language } from '../../i18n/languages';
import type { Claim } from './claims';

/**
 * What a parse fills claim references with: the claims of content/claims.yaml, and the language
 * of the file being read (none for a file of both languages). The content step sets both around
 * its parses, since zod passes nothing of the caller's to a transform. Without claims (a schema
 * parsed on its own, or while content/claims.yaml itself is broken) a reference is left as written.
 */
type ClaimFill = { claims?: ReadonlyMap<string, Claim>; language?: Language };

let current: ClaimFill = {};

function within<Result>(fill: ClaimFill, run: () => Result): Result {
  const before = current;
  current = fill;
  try {
    return run();
  } finally {
    current = before;
  }
}

/** Runs `run` with its parses filling claim references from `claims`. */
export const withClaims = <Result>(claims: ReadonlyMap<string, Claim>, run: () => Result): Result =>
  within({ ...current, claims }, run);

/** Runs `run` with its parses reading a file of `language` (undefined: of both languages). */
export const inFileOf = <Result>(language: Language | undefined, run: () => Result): Result =>
  within({ ...current, language }, run);

/** The claims parses fill references from, if the content step gave them. */
export const claimsInParse = (): ReadonlyMap<string, Claim> | undefined => current.claims;

/** Why a claim reference names no claim: the ids there are. */
export function unknownClaim(written: string, claims: ReadonlyMap<string, Claim>): string {
  const known = [...claims.keys()];
  return `expected the id of a claim in content/claims.yaml (${known.length > 0 ? known.join(', ') : 'it has none yet'}), found "${written}"`;
}

/** An item of a row of figures as written: a claim's id, or a figure with its label. */
type WrittenFigure = { claim?: string | undefined; value?: string; label?: string; basis?: string };

/**
 * The claim an item names, if the parse has claims and it is one of them. What is written
 * beside it (a label, a basis, another figure) and an unknown id are refused by the claims
 * check over the file as written (scripts/content/claims.ts), which sees every file's problems at once.
 */
function claimBeside(item: WrittenFigure) {
  return item.claim === undefined ? undefined : claimsInParse()?.get(item.claim);
}

/** A figure as a page of one language shows it. */
export type Figure = { claim?: string; value: string; label: string; basis?: string };

/** An item of a file of one language with its claim's figure, label and basis in that language. */
export function filledFigure(item: WrittenFigure): Figure {
  const language = current.language;
  if (language === undefined && current.claims !== undefined && item.claim !== undefined)
    throw new Error('a figure of one language in a file of both: its schema must fill in every language');
  const claim = claimBeside(item);
  if (claim === undefined || language === undefined) return item as Figure;
  return { claim: claim.id, value: claim.text[language], label: claim.label[language], basis: claim.basis[language] };
}

/** A figure of a file of both languages: its words in each. */
export type FigureInEveryLanguage = {
  claim: string;
  value: Record<Language, string>;
  label: Record<Language, string>;
  basis: Record<Language, string>;
};

/** An item naming a claim, in a file of both languages: its claim's figure, label and basis in each. */
export function filledFigureInEveryLanguage(item: WrittenFigure): FigureInEveryLanguage {
  const claim = claimBeside(item);
  if (claim === undefined) return item as unknown as FigureInEveryLanguage;
  return { claim: claim.id, value: claim.text, label: claim.label, basis: claim.basis };
}
