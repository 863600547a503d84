import { CLAIM_REFERENCE } from '../../src/content/figures';
import type { Claim } from '../../src/content/schemas/claims';
import type { Language } from '../../src/i18n/languages';

/** Whether a text placed after `before` starts a sentence (a capital then). */
const startsSentence = (before: string) => /(?:^|[.!?]\s+|<(?:p|li|h[1-6]|td|th)\b[^>]*>\s*)$/.test(before);

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Where the phrase a figure stands in ends: at the next mark that closes a clause (followed by
 * a space, a closing quote, a tag or the end; an HTML entity's `;` is none) or at the next tag;
 * else at the end of the text.
 */
const PHRASE_END = /(?:[.,:!?]|(?<!&#?\w+);)(?=[\s<»”]|$)|</;

/**
 * `text` with every `{claim:<id>}` of a known claim replaced by the figure in `language`, and its
 * basis after the phrase the figure stands in, never inside it (`escape`d for HTML): "fino all'80%
 * di tempo in meno (secondo i nostri clienti)". A reference to no claim stays, and the claims
 * check refuses it.
 */
export function claimReferencesFilled(
  text: string,
  language: Language,
  claims: ReadonlyMap<string, Claim>,
  escape: (text: string) => string = (shown) => shown,
): string {
  return filled(text, language, claims, escape, true);
}

/**
 * Someone's words with the figures they cite filled in, and those figures' basis apart, to be
 * shown under their name: "ogni nostro recruiter segue circa il 40% di posizioni in più", with
 * "Dato dell'agenzia". None when the words cite no claim.
 */
export function quotationFilled(
  text: string,
  language: Language,
  claims: ReadonlyMap<string, Claim>,
): { words: string; basis?: string } {
  const bases = [...text.matchAll(CLAIM_REFERENCE)].flatMap((match) => {
    const claim = claims.get((match[1] ?? '').trim());
    return claim ? [claim.basis[language]] : [];
  });
  const words = filled(text, language, claims, (shown) => shown, false);
  return bases.length === 0 ? { words } : { words, basis: capitalised([...new Set(bases)].join('; ')) };
}

function filled(
  text: string,
  language: Language,
  claims: ReadonlyMap<string, Claim>,
  escape: (text: string) => string,
  withBasis: boolean,
): string {
  if (!text.includes('{claim:')) return text;
  let shown = '';
  let rest = 0;
  let basisDue: string | undefined;
  const closePhrase = (upTo: number) => {
    const phrase = text.slice(rest, upTo);
    let end = basisDue === undefined ? -1 : phrase.search(PHRASE_END);
    if (end === -1 && basisDue !== undefined && upTo === text.length) end = phrase.length;
    if (end === -1) shown += phrase;
    else shown += phrase.slice(0, end) + escape(` (${basisDue})`) + phrase.slice(end);
    if (end !== -1) basisDue = undefined;
  };
  for (const match of text.matchAll(CLAIM_REFERENCE)) {
    const claim = claims.get((match[1] ?? '').trim());
    if (claim === undefined) continue;
    closePhrase(match.index);
    const figure = claim.text[language];
    shown += escape(startsSentence(text.slice(0, match.index)) ? capitalised(figure) : figure);
    // Two figures in one phrase share its end; each keeps its own basis, unless they say the same.
    const basis = claim.basis[language];
    if (withBasis) basisDue = basisDue === undefined || basisDue === basis ? basis : `${basisDue}; ${basis}`;
    rest = match.index + match[0].length;
  }
  closePhrase(text.length);
  return shown;
}
