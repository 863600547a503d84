import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import company from '../../src/generated/company';
import { LANGUAGES } from '../../src/i18n/languages';
import { absoluteUrl, pathTo } from '../../src/routes/paths';

/** Where RFC 9116 puts the file. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** RFC 9116 asks for under a year; every build renews it. */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

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
