import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { plainText } from '../figures';
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

/** An issue whose message is whole ("expected …, found …"): scripts/content/validate.ts shows it as it is. */
function refuse(context: z.core.$RefinementCtx, path: string, input: unknown, message: string) {
  context.addIssue({ code: 'custom', path: [path], input, message, params: { whole: true } });
}

/** An item of a row of figures as written: a claim's id, or a figure with its label. */
type WrittenFigure = { claim?: string | undefined; value?: string; label?: string; basis?: string };

/**
 * The claim an item names, after checking what is written beside it: no label or basis of its
 * own (every page says the claim's), and a value only if it is the claim's figure in one of
 * `languages`. Undefined, with the issues added, when something is wrong.
 */
function claimBeside(item: WrittenFigure, languages: readonly Language[], context: z.core.$RefinementCtx) {
  const claims = claimsInParse();
  if (item.claim === undefined || claims === undefined) return undefined;
  for (const field of ['label', 'basis'] as const) {
    const written = item[field];
    if (written !== undefined)
      refuse(
        context,
        field,
        written,
        `expected no ${field} beside a claim (it comes from content/claims.yaml, so every page says the same), found "${written}"`,
      );
  }
  const claim = claims.get(item.claim);
  if (claim === undefined) {
    refuse(context, 'claim', item.claim, unknownClaim(item.claim, claims));
    return undefined;
  }
  const texts = languages.map((language) => claim.text[language]);
  if (item.value !== undefined && !texts.some((shown) => plainText(shown) === plainText(item.value ?? ''))) {
    refuse(
      context,
      'value',
      item.value,
      `expected the figure of claim "${claim.id}", "${texts.join('" or "')}", or no value (the claim gives it), found "${item.value}"`,
    );
  }
  return item.label === undefined && item.basis === undefined ? claim : undefined;
}

/** A figure as a page of one language shows it. */
export type Figure = { claim?: string; value: string; label: string; basis?: string };

/** An item of a file of one language with its claim's figure, label and basis in that language. */
export function filledFigure(item: WrittenFigure, context: z.core.$RefinementCtx): Figure {
  const language = current.language;
  if (language === undefined && current.claims !== undefined && item.claim !== undefined)
    throw new Error('a figure of one language in a file of both: its schema must fill in every language');
  const claim = claimBeside(item, language === undefined ? LANGUAGES : [language], context);
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
export function filledFigureInEveryLanguage(
  item: WrittenFigure,
  context: z.core.$RefinementCtx,
): FigureInEveryLanguage {
  const claim = claimBeside(item, LANGUAGES, context);
  if (claim === undefined) return item as unknown as FigureInEveryLanguage;
  return { claim: claim.id, value: claim.text, label: claim.label, basis: claim.basis };
}
