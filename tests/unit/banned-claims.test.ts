import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Wording the site must not use, in either language, because it promises what the product does
 * not do or what the law does not allow. Talvera records a candidate's
 * qualifications; it does not verify them, and it never filters on a criminal record.
 */
const BANNED: { why: string; pattern: RegExp }[] = [
  {
    why: 'a criminal-record filter (art. 10 GDPR, art. 8 L. 300/1970)',
    pattern: /casellario|criminal\s+record|fedina\s+penale/i,
  },
  {
    why: 'legal eligibility or a protected characteristic shown on a profile or used as a filter (art. 10 GDPR, art. 10 D.Lgs. 276/2003)',
    pattern:
      /requisiti\s+di\s+legge\s+per\s+la\s+nomina|legal\s+requirements\s+for\s+appointment|filtr\w*\s+(per|su)\s+(cittadinanza|nazionalità|età|genere)|filter\w*\s+(by|on)\s+(citizenship|nationality|age|gender)|(cittadinanza|nazionalità)\s+(compa\w+|sul\s+profilo)|(citizenship|nationality)\s+(shows?|appears?|on\s+(the\s+|each\s+)?profile)/i,
  },
  {
    why: 'Talvera verifying qualifications or requirements, in Italian (it records them)',
    pattern:
      /(qualific\w*|requisiti|titoli|attestat\w*)\s+(è\s+|sono\s+)?(già\s+)?verificat\w*|verific\w*\s+(patentini|(le\s+)?qualifiche)/i,
  },
  {
    why: 'Talvera verifying qualifications or requirements, in English (it records them)',
    pattern:
      /(qualification|requirement|licence|certificate)s?\s+((is|are|has|have|been|already)\s+)*(checked|verified)|verif(y|ies|ied)\s+(their\s+|the\s+)?qualifications|checks\s+their\s+qualifications/i,
  },
];

const CONTENT = join(import.meta.dirname, '../../content');

/** Every content file a visitor reads from: YAML and Markdown, not the writers' guide. */
function contentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.(ya?ml|md)$/.test(entry.name) && entry.name !== 'README.md' ? [path] : [];
  });
}

/** `file:line: text` for each line of the content that matches. */
function occurrences(pattern: RegExp): string[] {
  return contentFiles(CONTENT).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(CONTENT, file)}:${index + 1}: ${line.trim().slice(0, 120)}`] : [],
      ),
  );
}

describe('content never claims what the product does not do', () => {
  it.each(BANNED)('no $why', ({ pattern }) => {
    expect(occurrences(pattern)).toEqual([]);
  });

  it.each([
    ['Casellario giudiziale pulito, patente', 0],
    ['A clean criminal record and a licence', 0],
    ['I requisiti di legge per la nomina a guardia particolare giurata compaiono sul profilo', 1],
    ['The legal requirements for appointment as a sworn guard show on each profile', 1],
    ['Filtra per cittadinanza e patente', 1],
    ['filter by nationality before the interview', 1],
    ['la cittadinanza compare accanto al CV', 1],
    ['citizenship shows beside the CV', 1],
    ['Qualifiche verificate prima del colloquio', 2],
    ['ogni qualifica è già verificata', 2],
    ['verifica patentini e qualifiche', 2],
    ['with the ISO 9606 qualification verified', 3],
    ['every qualification has already been checked', 3],
    ['Talvera checks their qualifications', 3],
  ] as const)('the rules catch "%s"', (text, rule) => {
    expect(BANNED[rule]?.pattern.test(text)).toBe(true);
  });

  it.each([
    'Talvera verifica direttamente il decreto prefettizio?',
    'Qualifiche registrate e controllate dall’HR prima del colloquio tecnico',
    'Can Talvera check welders’ and electricians’ qualifications?',
    'Il decreto prefettizio di nomina (che attesta i requisiti di legge, verificati dalla Prefettura), la patente',
    'The prefectural decree of appointment (which attests the legal requirements the Prefecture checks)',
    'Nome, foto, età o data di nascita, genere, nazionalità o cittadinanza, luogo di nascita',
  ])('and leave the honest wording alone: "%s"', (text) => {
    for (const { pattern } of BANNED) expect(pattern.test(text)).toBe(false);
  });
});
