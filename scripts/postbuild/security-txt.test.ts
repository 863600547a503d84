import { describe, expect, it } from 'vitest';
import company from '../../src/generated/company';
import { siteConfig } from '../../src/config';
import { securityTxt, SECURITY_TXT_LIFETIME_DAYS } from './security-txt';

/** The file's fields, each name with its values in order (a field may appear more than once). */
function fields(text: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const line of text.split('\n').filter((entry) => entry !== '')) {
    const [name = '', ...rest] = line.split(': ');
    result.set(name, [...(result.get(name) ?? []), rest.join(': ')]);
  }
  return result;
}

describe('securityTxt', () => {
  const builtAt = new Date('2026-11-25T18:30:12.345Z');
  const file = fields(securityTxt(builtAt));

  it('names the security address as a mailto: Contact', () => {
    expect(file.get('Contact')).toEqual([`mailto:${company.securityEmail}`]);
  });

  it('expires less than a year after the build, written as RFC 3339 UTC time', () => {
    const [expires = ''] = file.get('Expires') ?? [];
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires) - builtAt.getTime()) / (24 * 60 * 60 * 1000);
    expect(Math.round(days)).toBe(SECURITY_TXT_LIFETIME_DAYS);
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(365);
  });

  it('gives the languages, its own address and the security page of each language as the policy', () => {
    expect(file.get('Preferred-Languages')).toEqual(['en, it']);
    expect(file.get('Canonical')).toEqual([`${siteConfig.origin}/.well-known/security.txt`]);
    expect(file.get('Policy')).toEqual([`${siteConfig.origin}/en/security/`, `${siteConfig.origin}/it/sicurezza/`]);
  });

  it('holds only fields RFC 9116 defines, one per line, ending with a line break', () => {
    const text = securityTxt(builtAt);
    expect(text.endsWith('\n')).toBe(true);
    const known = [
      'Acknowledgments',
      'Canonical',
      'Contact',
      'Encryption',
      'Expires',
      'Hiring',
      'Policy',
      'Preferred-Languages',
    ];
    expect([...file.keys()].every((name) => known.includes(name))).toBe(true);
  });
});
