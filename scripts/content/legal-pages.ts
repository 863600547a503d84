import { escapeUTF8 } from 'entities';
import { companySchema, COMPANY_PLACEHOLDER_FIELDS, type Company } from '../../src/content/schemas/company';
import { stringTreeSchema, type StringTree } from '../../src/content/schemas/locale';
import { EMBED_PROVIDERS, SITE_STORAGE } from '../../src/consent/registry';
import { siteConfig } from '../../src/config';
import type { Language } from '../../src/i18n/languages';
import { isPageId, PAGES } from '../../src/routes/pages';
import { compileSource } from './compiled-source';
import { inLanguage } from './in-language';
import type { MarkdownKind, PlaceholderSet } from './markdown-collection';
import type { ContentPaths } from './paths';
import type { InlineValue } from './placeholders';
import { loadYamlFile } from './yaml-content';

/**
 * What makes the legal pages (content/legal/) more than Markdown: each is a page of the route
 * table by its translationKey, whose path is its file name, and they state the company's facts
 * and the site's storage through placeholders, never in prose, so they cannot drift from
 * content/company.yaml and the consent registry (src/consent/registry.ts).
 */

export function legalPageAddress(translationKey: string, language: Language): string | undefined {
  return isPageId(translationKey) ? PAGES[translationKey].paths[language] : undefined;
}

/** Fields whose value is an address to write to: they become mailto: links. */
const EMAIL_FIELDS = new Set<string>(['pec', 'privacyEmail', 'dpoEmail', 'securityEmail', 'accessibilityEmail']);

/** The UI strings of one area in a language, or undefined when the file has problems (reported by the locales' check). */
function strings(paths: ContentPaths, language: Language, area: string): StringTree | undefined {
  const file = paths.content('locales', language, `${area}.yaml`);
  return compileSource(paths, file, { kind: 'yaml', schema: stringTreeSchema }).data;
}

/** A string of a tree by its dotted key; a missing one is the key itself, as i18next shows it. */
function lookup(tree: StringTree | undefined, key: string): string {
  let node: StringTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/** An accessible table: a caption, column headers, and each row's first cell (HTML) as its header. */
export function tableHtml(caption: string, columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = columns.map((column) => `<th scope="col">${escapeUTF8(column)}</th>`).join('');
  const cell = (html: string, index: number) => (index === 0 ? `<th scope="row">${html}</th>` : `<td>${html}</td>`);
  const body = rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  // On a phone the table scrolls inside its region, which the keyboard can reach and scroll too.
  const label = escapeUTF8(caption);
  return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table><caption>${label}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** The site's own storage keys and the embeds' providers, from the consent registry, in a language. */
function cookieTable(legal: StringTree | undefined, consent: StringTree | undefined): string {
  const t = (key: string) => escapeUTF8(lookup(legal, `cookieTable.${key}`));
  const columns = ['name', 'setBy', 'kind', 'purpose', 'category', 'lifetime'].map((name) =>
    lookup(legal, `cookieTable.columns.${name}`),
  );
  const own = SITE_STORAGE.map((entry) => [
    `<code>${escapeUTF8(entry.name)}</code>`,
    escapeUTF8(siteConfig.brandName),
    t(`kinds.${entry.kind}`),
    escapeUTF8(lookup(consent, `storage.${entry.id}.purpose`)),
    t(`categories.${entry.category}`),
    escapeUTF8(lookup(consent, `storage.${entry.id}.lifetime`)),
  ]);
  const embeds = EMBED_PROVIDERS.map((provider) => [
    escapeUTF8(new URL(provider.origin).host),
    escapeUTF8(provider.name),
    t('kinds.embed'),
    t(`embeds.${provider.id}.purpose`),
    t(`categories.${provider.category}`),
    `${t('embeds.lifetime')} <a href="${escapeUTF8(provider.policyUrl)}">${escapeUTF8(
      lookup(legal, 'cookieTable.embeds.policy').replace('{{provider}}', provider.name),
    )}</a>`,
  ]);
  return tableHtml(lookup(legal, 'cookieTable.caption'), columns, [...own, ...embeds]);
}

/** The sub-processors of content/company.yaml, in a language. */
function subProcessorsTable(legal: StringTree | undefined, company: Company, language: Language): string {
  const t = (key: string) => lookup(legal, `subProcessorsTable.${key}`);
  const columns = ['category', 'provider', 'purpose', 'location'].map((name) => t(`columns.${name}`));
  // The provider that keeps the website's forms says for how long, from the same field as the privacy policy.
  const keepsForms = t('storesWebsiteForms').replace('{{days}}', String(company.formMailRetentionDays));
  const rows = company.subProcessors.map((entry) =>
    [
      entry.category[language],
      entry.provider,
      entry.storesWebsiteForms ? `${entry.purpose[language]}. ${keepsForms}` : entry.purpose[language],
      entry.location[language],
    ].map((text) => escapeUTF8(text)),
  );
  return tableHtml(t('caption'), columns, rows);
}

/** `{{company.<field>}}` for every field but the sub-processors' list, and the two tables. */
export const LEGAL_PLACEHOLDERS: PlaceholderSet = {
  inline: new Set(COMPANY_PLACEHOLDER_FIELDS.map((field) => `company.${field}`)),
  blocks: new Set(['cookieTable', 'subProcessorsTable']),
  values(paths, language) {
    const company = loadYamlFile(paths, 'company.yaml', companySchema).data;
    if (company === undefined) return undefined;
    const inCompany = inLanguage(company, language) as Record<string, unknown>;
    const inline = new Map<string, InlineValue>(
      COMPANY_PLACEHOLDER_FIELDS.map((field) => {
        const text = String(inCompany[field]);
        return [`company.${field}`, EMAIL_FIELDS.has(field) ? { text, href: `mailto:${text}` } : { text }];
      }),
    );
    const legal = strings(paths, language, 'legal');
    const blocks = new Map([
      ['cookieTable', cookieTable(legal, strings(paths, language, 'consent'))],
      ['subProcessorsTable', subProcessorsTable(legal, company, language)],
    ]);
    return { inline, blocks };
  },
};

/** content/legal/{en,it}/<slug>.md: paired, at their route-table addresses, with placeholders. */
export const LEGAL_KIND = {
  paired: true,
  address: legalPageAddress,
  placeholders: LEGAL_PLACEHOLDERS,
} as const satisfies Partial<MarkdownKind>;
