import { CLAIM_REFERENCE } from '../../src/content/figures';
import type { Claim } from '../../src/content/schemas/claims';
import type { Language } from '../../src/i18n/languages';

/** Whether a text placed after `before` starts a sentence (a capital then). */
const startsSentence = (before: string) => /(?:^|[.!?]\s+|<(?:p|li|h[1-6]|td|th)\b[^>]*>\s*)$/.test(before);

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * `text` with every `{claim:<id>}` of a known claim replaced by the figure and its basis in
 * `language` (`escape`d for HTML), as prose shows it: "fino all'80% (secondo i nostri clienti)".
 * A reference to no claim stays, and the claims check refuses it.
 */
export function claimReferencesFilled(
  text: string,
  language: Language,
  claims: ReadonlyMap<string, Claim>,
  escape: (text: string) => string = (shown) => shown,
): string {
  if (!text.includes('{claim:')) return text;
  return text.replace(CLAIM_REFERENCE, (written, id: string, offset: number) => {
    const claim = claims.get(id.trim());
    if (claim === undefined) return written;
    const shown = `${claim.text[language]} (${claim.basis[language]})`;
    return escape(startsSentence(text.slice(0, offset)) ? capitalised(shown) : shown);
  });
}
