import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import company from '../../src/generated/company';
import { LANGUAGES } from '../../src/i18n/languages';
import { absoluteUrl, pathTo } from '../../src/routes/paths';

/** Where RFC 9116 puts the file. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * How long a build's file stays valid. RFC 9116 asks for less than a year; every build renews it,
 * so a site deployed at least twice a year never serves an expired one.
 */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability (the company's security
 * address), until when the file holds, the languages reports may be written in, its own address,
 * and the security page of each language as the disclosure policy.
 */
export function securityTxt(builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
  return [
    `Contact: mailto:${company.securityEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${LANGUAGES.join(', ')}`,
    `Canonical: ${absoluteUrl(SECURITY_TXT_PATH)}`,
    ...LANGUAGES.map((language) => `Policy: ${absoluteUrl(pathTo('security', language))}`),
    '',
  ].join('\n');
}

export function writeSecurityTxt(distDir: string, builtAt = new Date()): void {
  const file = join(distDir, SECURITY_TXT_PATH);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, securityTxt(builtAt));
}
