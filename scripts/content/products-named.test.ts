import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integrationsSchema } from '../../src/content/schemas/integrations';
import { text } from '../../src/content/schemas/common';
import type { Language } from '../../src/i18n/languages';
import type { CheckedFile } from './page-refs';
import { checkProductsNamed, THIRD_PARTY_PRODUCTS } from './products-named';
import { parseYaml } from './yaml-document';

const DIRECTORY_FILE = 'content/integrations/integrations.yaml';
const PAGE_FILE = 'content/case-studies/en.yaml';

function checkedFile(file: string, yaml: string, schema: z.core.$ZodType, languages: Language[]): CheckedFile {
  const document = parseYaml(yaml, file);
  return { file, document, data: document.data, languages, schema };
}

const directory = (...names: string[]) =>
  checkedFile(
    DIRECTORY_FILE,
    `integrations:\n${names.map((name) => `  - name: ${name}\n`).join('')}`,
    integrationsSchema,
    ['en', 'it'],
  );

const page = (answer: string) =>
  checkedFile(
    PAGE_FILE,
    `question: Does it connect?\nanswer: ${answer}\n`,
    z.object({ question: text, answer: text }),
    ['en'],
  );

describe('third-party products named in prose (checkProductsNamed)', () => {
  it('lets a page name a product the directory lists, in any of its forms', () => {
    const issues = checkProductsNamed([
      directory('LinkedIn', 'WhatsApp Business'),
      page('It shares your jobs on LinkedIn and writes to candidates on WhatsApp.'),
    ]);
    expect(issues).toEqual([]);
  });

  it('refuses a product the directory does not list, at its field', () => {
    const issues = checkProductsNamed([
      directory('WhatsApp Business'),
      page('It shares your jobs on LinkedIn and on Telegram.'),
    ]);
    expect(issues.map(({ file, line, field }) => ({ file, line, field }))).toEqual([
      { file: PAGE_FILE, line: 2, field: 'answer' },
      { file: PAGE_FILE, line: 2, field: 'answer' },
    ]);
    expect(issues[0]?.message).toBe(
      `expected a third-party product named only when ${DIRECTORY_FILE} lists it, with the agreement that lets Talvera connect to it, found "LinkedIn" (add it to the directory with its agreement, or take it off the page)`,
    );
    expect(issues[1]?.message).toContain('found "Telegram"');
  });

  it('reads a product whose name is also a word only in a form that cannot be the word', () => {
    const issues = checkProductsNamed([
      directory('Gmail'),
      page('Make sure your teams see every candidate, and zoom in on the best ones.'),
    ]);
    expect(issues.map(({ message }) => message)).toEqual([]);
    expect(checkProductsNamed([directory('Gmail'), page('It connects to Make.com.')])).toHaveLength(1);
  });

  it('checks nothing on a site without an integrations directory', () => {
    expect(checkProductsNamed([page('It shares your jobs on LinkedIn.')])).toEqual([]);
  });

  it('knows every product of the site’s directory, so that taking one off it refuses the pages that name it', () => {
    const document = parseYaml(readFileSync(DIRECTORY_FILE, 'utf8'), DIRECTORY_FILE);
    const names = integrationsSchema.parse(document.data).integrations.map(({ name }) => name);
    const known = new Set(THIRD_PARTY_PRODUCTS.map(({ name }) => name));
    const ownOrOpen = names.filter((name) => !known.has(name));
    expect(ownOrOpen).toEqual(['IMAP and SMTP mailboxes', 'REST API', 'Webhooks', 'Single sign-on (SAML)']);
  });
});
