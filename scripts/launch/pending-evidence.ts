import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { CLAIM_REFERENCE } from '../../src/content/figures';
import { LANGUAGES, isLanguage, type Language } from '../../src/i18n/languages';
import type { PageId } from '../../src/routes/pages';
import { fillPath } from '../../src/routes/paths';
import { parseFrontMatter } from '../content/front-matter';
import { languageOfFile } from '../content/prose-fields';
import { isRecord } from '../content/schema-def';
import { parseYaml, type FieldPath, type YamlDocument } from '../content/yaml-document';
import { walkFiles } from '../postbuild/dist-files';

/** An item whose proof is not in evidence/ yet, placed at its `evidence` field. */
export type PendingItem = {
  /** What a person has to bring proof for, as the page of that language shows it. */
  what: string;
  file: string;
  line: number;
  column: number;
  /** The evidence file it names, when that file does not exist. */
  missingFile?: string;
};

/** The page each pending item shows on (`/it/prezzi/`), or NOT_SHOWN for a claim no page uses. */
export type PendingByPage = ReadonlyMap<string, readonly PendingItem[]>;

export const NOT_SHOWN = '(no page)';

type Record_ = Record<string, unknown>;
type Localized = Partial<Record<Language, string>>;

/** The pages a per-language file (`home/it.yaml`) or a collection's page (`features/it/<slug>.yaml`) fills. */
const PAGE_OF_FOLDER: Record<string, { page: PageId; withSlug?: true }> = {
  home: { page: 'home' },
  pricing: { page: 'pricing' },
  demo: { page: 'demo' },
  team: { page: 'team' },
  integrations: { page: 'integrations' },
  'case-studies': { page: 'caseStudies' },
  'features-overview': { page: 'features' },
  'recruiting-software': { page: 'recruitingSoftware' },
  features: { page: 'featureDetail', withSlug: true },
  industries: { page: 'industryDetail', withSlug: true },
};

/** Files shared by both languages that one page shows. */
const PAGE_OF_SHARED_FILE: Record<string, PageId> = {
  'pricing/comparison.yaml': 'pricing',
  'pricing/calculator.yaml': 'pricing',
  'integrations/integrations.yaml': 'integrations',
};

/** The carousel of customers' words shows on these pages of its language. */
const TESTIMONIAL_PAGES: readonly PageId[] = ['home', 'pricing'];

const asList = (value: unknown): Record_[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const words = (value: unknown, language: Language) =>
  typeof value === 'string' ? value : isRecord(value) ? ((value as Localized)[language] ?? '') : '';

/** Collects, page by page, the items of `contentDir` (and integrations' agreements) whose evidence is `pending` or names a missing file. */
export function pendingEvidence(root: string, contentDir = join(root, 'content')): PendingByPage {
  const byPage = new Map<string, PendingItem[]>();
  const show = (pages: readonly string[], item: PendingItem) => {
    for (const page of pages.length > 0 ? pages : [NOT_SHOWN]) byPage.set(page, [...(byPage.get(page) ?? []), item]);
  };
  const read = (file: string): { data: Record_; document: YamlDocument; name: string } | undefined => {
    const absolute = join(contentDir, file);
    if (!existsSync(absolute)) return undefined;
    const name = relative(root, absolute);
    const document = parseYaml(readFileSync(absolute, 'utf8'), name);
    return isRecord(document.data) ? { data: document.data, document, name } : undefined;
  };
  const pendingAt = (
    source: { document: YamlDocument; name: string },
    path: FieldPath,
    item: Record_,
  ): Omit<PendingItem, 'what'> | undefined => {
    const value = item.evidence;
    const place = { file: source.name, ...source.document.positionOf([...path, 'evidence']) };
    if (value === 'pending' || typeof value !== 'string') return place;
    return existsSync(join(root, value)) ? undefined : { ...place, missingFile: value };
  };

  const claimPages = claimReferences(contentDir);
  const claims = read('claims.yaml');
  asList(claims?.data.claims).forEach((claim, index) => {
    const place = claims && pendingAt(claims, ['claims', index], claim);
    if (!place) return;
    const pages = claimPages.get(String(claim.id)) ?? [];
    const byLanguage = LANGUAGES.map((language) => ({
      language,
      pages: pages.filter((page) => page.startsWith(`/${language}/`)),
    }));
    if (pages.length === 0) {
      show([], { ...place, what: `claim ${String(claim.id)}` });
      return;
    }
    for (const { language, pages: shown } of byLanguage)
      show(shown, { ...place, what: `claim ${String(claim.id)}: ${claimWords(claim, language)}` });
  });

  for (const language of LANGUAGES) {
    const testimonials = read(`testimonials/${language}.yaml`);
    asList(testimonials?.data.testimonials).forEach((testimonial, index) => {
      const place = testimonials && pendingAt(testimonials, ['testimonials', index], testimonial);
      if (place)
        show(
          TESTIMONIAL_PAGES.map((page) => fillPath(page, language, {})),
          { ...place, what: `testimonial: ${personOf(testimonial)}` },
        );
    });
  }

  const logos = read('logos.yaml');
  asList(logos?.data.customers).forEach((logo, index) => {
    const place = logos && pendingAt(logos, ['customers', index], logo);
    if (place)
      show(
        LANGUAGES.map((language) => fillPath('home', language, {})),
        { ...place, what: `customer logo: ${String(logo.name)}` },
      );
  });
  asList(logos?.data.press).forEach((logo, index) => {
    const place = logos && pendingAt(logos, ['press', index], logo);
    const languages = Array.isArray(logo.languages) ? logo.languages.filter(isLanguage) : [];
    if (place)
      show(
        languages.map((language) => fillPath('home', language, {})),
        { ...place, what: `press logo: ${String(logo.name)}` },
      );
  });

  const cases = read('case-studies/cases.yaml');
  asList(cases?.data.cases).forEach((story, index) => {
    const place = cases && pendingAt(cases, ['cases', index], story);
    if (!place) return;
    for (const language of LANGUAGES)
      show(casePages(story, language), {
        ...place,
        what: `case study: ${String(story.company)}, “${words(story.title, language)}”`,
      });
  });

  const integrations = read('integrations/integrations.yaml');
  asList(integrations?.data.integrations).forEach((integration, index) => {
    const agreement = isRecord(integration.agreement) ? integration.agreement : undefined;
    if (!agreement || agreement.kind === 'open-standard') return;
    const place = integrations && pendingAt(integrations, ['integrations', index, 'agreement'], agreement);
    if (place)
      show(
        LANGUAGES.map((language) => fillPath('integrations', language, {})),
        { ...place, what: `integration agreement: ${String(integration.name)} (${String(agreement.kind)})` },
      );
  });

  for (const { file, pages } of sectionFiles(contentDir)) {
    const source = read(file);
    asList(source?.data.sections).forEach((section, index) => {
      if (section.type !== 'testimonial') return;
      const place = source && pendingAt(source, ['sections', index], section);
      if (place) show(pages, { ...place, what: `customer quote: ${personOf(section)}` });
    });
  }
  return byPage;
}

const personOf = (item: Record_) => `${String(item.author)} (${String(item.company)})`;

function claimWords(claim: Record_, language: Language): string {
  const value = typeof claim.value === 'number' ? String(claim.value) : undefined;
  const figure = words(claim.text, language) || (value ?? `(${String(claim.derived)} of the cases)`);
  return `${figure} ${words(claim.label, language)}`;
}

/** A case's own page and the list whose cards show its figures, in one language. */
function casePages(story: Record_, language: Language): string[] {
  const slug = words(story.slug, language);
  return [fillPath('caseStudies', language, {}), ...(slug ? [fillPath('caseStudy', language, { slug })] : [])];
}

/** The page, in its language, that a content file other than claims.yaml fills. */
function pagesOfFile(contentDir: string, file: string): string[] {
  const shared = PAGE_OF_SHARED_FILE[file];
  if (shared) return LANGUAGES.map((language) => fillPath(shared, language, {}));
  const language = languageOfFile(file);
  const folder = file.split('/')[0] ?? '';
  if (language === undefined) return [];
  if (folder === 'testimonials') return TESTIMONIAL_PAGES.map((page) => fillPath(page, language, {}));
  if (folder === 'articles') {
    const frontMatter = parseFrontMatter(readFileSync(join(contentDir, file), 'utf8'), (yaml) => parseYaml(yaml, file));
    const data = 'parsed' in frontMatter ? frontMatter.parsed.data : undefined;
    const slug = isRecord(data) && typeof data.slug === 'string' ? data.slug : basename(file, '.md');
    return [fillPath('articleDetail', language, { slug })];
  }
  const kind = PAGE_OF_FOLDER[folder];
  if (!kind) return [];
  return [fillPath(kind.page, language, kind.withSlug ? { slug: basename(file, '.yaml') } : {})];
}

/** Where each claim id is used: `{claim:id}` in text, `claim: id` in a row of figures. */
function claimReferences(contentDir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const add = (id: string, shownOn: readonly string[]) =>
    pages.set(id, [...new Set([...(pages.get(id) ?? []), ...shownOn])]);
  for (const file of contentFiles(contentDir)) {
    if (file === 'claims.yaml') continue;
    const text = readFileSync(join(contentDir, file), 'utf8');
    if (file.endsWith('.md')) {
      for (const id of claimIdsIn(text)) add(id, pagesOfFile(contentDir, file));
      continue;
    }
    const data = parseYaml(text, file).data;
    if (file === 'case-studies/cases.yaml') {
      // Each case's figures show on its own page and on its card in the list.
      for (const story of asList(isRecord(data) ? data.cases : undefined))
        for (const id of claimIdsIn(story))
          add(
            id,
            LANGUAGES.flatMap((language) => casePages(story, language)),
          );
      continue;
    }
    for (const id of claimIdsIn(data)) add(id, pagesOfFile(contentDir, file));
  }
  return pages;
}

/** The claim ids a text or a file's data names: `{claim:id}` in any text, `claim: id` in a row of figures. */
function claimIdsIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(CLAIM_REFERENCE)].map((match) => (match[1] ?? '').trim());
  if (Array.isArray(value)) return value.flatMap(claimIdsIn);
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key === 'claim' && typeof field === 'string' ? [field] : claimIdsIn(field),
  );
}

/** The YAML files made of sections (feature and industry pages, the overviews), with the page each fills. */
function sectionFiles(contentDir: string): { file: string; pages: string[] }[] {
  return contentFiles(contentDir)
    .filter((file) => file.endsWith('.yaml'))
    .filter((file) =>
      ['features', 'industries', 'features-overview', 'recruiting-software'].includes(file.split('/')[0] ?? ''),
    )
    .map((file) => ({ file, pages: pagesOfFile(contentDir, file) }));
}

/** Every YAML and Markdown file a page is made from, as a path relative to the content folder with `/`; not the writers' guide. */
function contentFiles(contentDir: string): string[] {
  return walkFiles(contentDir)
    .map((file) => relative(contentDir, file).split(sep).join('/'))
    .filter((file) => /\.(ya?ml|md)$/.test(file) && file !== 'README.md')
    .sort();
}
