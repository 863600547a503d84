import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EMBED_PROVIDERS, SITE_STORAGE } from '../../src/consent/registry';
import { companySchema, COMPANY_PLACEHOLDER_FIELDS } from '../../src/content/schemas/company';
import { LANGUAGES } from '../../src/i18n/languages';
import { LEGAL_PLACEHOLDERS, legalPageAddress, tableHtml } from './legal-pages';
import { contentPaths } from './paths';

const PROJECT = contentPaths(fileURLToPath(new URL('../../', import.meta.url)));
const COMPANY = companySchema.parse(parse(readFileSync(PROJECT.content('company.yaml'), 'utf8')));

/** A legal page's Markdown source, by its route-table address. */
function legalSource(translationKey: string, language: (typeof LANGUAGES)[number]): string {
  return readFileSync(
    PROJECT.content('legal', language, `${legalPageAddress(translationKey, language) ?? ''}.md`),
    'utf8',
  );
}

/** The rows of a generated table, each as its cells' text. */
function rows(html: string): string[][] {
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      (cell[1] ?? '').replace(/<[^>]*>/g, ''),
    ),
  );
}

describe('tableHtml', () => {
  it('captions the table, heads its columns and makes each first cell its row header', () => {
    const html = tableHtml('Storage <2>', ['Name', 'Kept for'], [['<code>a</code>', '6 months']]);
    expect(html).toContain('<caption>Storage &lt;2&gt;</caption>');
    expect(html).toContain('role="region" aria-label="Storage &lt;2&gt;" tabindex="0"');
    expect(html).toContain('<th scope="col">Name</th><th scope="col">Kept for</th>');
    expect(html).toContain('<tr><th scope="row"><code>a</code></th><td>6 months</td></tr>');
  });
});

describe.each(LANGUAGES)('the legal placeholders in %s', (language) => {
  const values = LEGAL_PLACEHOLDERS.values(PROJECT, language);

  it('give every company field a value, email addresses as mailto: links', () => {
    for (const field of COMPANY_PLACEHOLDER_FIELDS) {
      expect(values?.inline.get(`company.${field}`)?.text, field).toBeTruthy();
    }
    const email = values?.inline.get('company.privacyEmail');
    expect(email?.href).toBe(`mailto:${email?.text ?? ''}`);
    expect(values?.inline.get('company.legalName')?.href).toBeUndefined();
  });

  it('list in the cookie table every storage key of the consent registry and every embed provider', () => {
    const table = rows(values?.blocks.get('cookieTable') ?? '');
    expect(table.map((row) => row[0])).toEqual([
      ...SITE_STORAGE.map((entry) => entry.name),
      ...EMBED_PROVIDERS.map((provider) => new URL(provider.origin).host),
    ]);
    expect(table.map((row) => row[1])).toContain(EMBED_PROVIDERS[0]?.name);
    // A purpose or lifetime missing from the UI strings would show its key.
    expect(table.flat().filter((cell) => /^(cookieTable|storage)\./.test(cell))).toEqual([]);
  });

  it('list every sub-processor of company.yaml in its language', () => {
    const table = rows(values?.blocks.get('subProcessorsTable') ?? '');
    expect(table.map((row) => row[1])).toEqual(COMPANY.subProcessors.map((entry) => entry.provider));
    expect(table.every((row) => row.length === 4 && row.every((cell) => cell !== ''))).toBe(true);
  });

  it("say on the row of the provider that keeps the website's forms for how many days, and on no other", () => {
    const table = rows(values?.blocks.get('subProcessorsTable') ?? '');
    const days = new RegExp(`\\b${COMPANY.formMailRetentionDays}\\b`);
    const keepers = table.filter((row) => days.test(row[2] ?? ''));
    expect(keepers.map((row) => row[1])).toEqual(
      COMPANY.subProcessors.filter((entry) => entry.storesWebsiteForms).map((entry) => entry.provider),
    );
    expect(table.flat().filter((cell) => cell.includes('subProcessorsTable.') || cell.includes('{{'))).toEqual([]);
  });

  it("link in the cookie table each embed provider's own privacy and cookie notice, by its name", () => {
    const html = values?.blocks.get('cookieTable') ?? '';
    for (const provider of EMBED_PROVIDERS) {
      const link = new RegExp(`<a href="${provider.policyUrl}">[^<]*${provider.name}</a>`);
      expect(html).toMatch(link);
    }
  });
});

describe.each(LANGUAGES)('the AI Act status in %s', (language) => {
  it("is company.yaml's one wording on the terms and on the responsible AI page", () => {
    for (const page of ['terms', 'responsibleAi']) {
      expect(legalSource(page, language), page).toContain('{{company.aiActStatus}}');
    }
    expect(LEGAL_PLACEHOLDERS.values(PROJECT, language)?.inline.get('company.aiActStatus')?.text).toMatch(/AI Act/);
  });
});

describe('legalPageAddress', () => {
  it("is the route table's path of the page the translationKey names, and nothing for another key", () => {
    expect(legalPageAddress('cookies', 'it')).toBe('cookie');
    expect(legalPageAddress('responsibleAi', 'en')).toBe('responsible-ai');
    expect(legalPageAddress('nonsense', 'en')).toBeUndefined();
  });
});
