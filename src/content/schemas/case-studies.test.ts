import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compileKind } from '../../../scripts/content/compile-kind';
import { CONTENT_KINDS } from '../../../scripts/content/content-kinds';
import type { ContentIssue } from '../../../scripts/content/issues';
import { checkPageRefs } from '../../../scripts/content/page-refs';
import { contentPaths } from '../../../scripts/content/paths';
import { parseYaml } from '../../../scripts/content/yaml-document';
import { LANGUAGES } from '../../i18n/languages';
import { caseStudiesIn, caseStudyItems, caseStudyLink } from '../case-studies-content';

const GOOD = fileURLToPath(new URL('./__fixtures__/case-studies', import.meta.url));
const CASES = 'content/case-studies/cases.yaml';
const PAGE_IT = 'content/case-studies/it.yaml';

/** The registered kinds of the case studies, as the content compiler runs them. */
const KINDS = CONTENT_KINDS.filter((kind) => kind.module === 'caseStudies' || kind.module === 'caseStudiesPage');

const copies: string[] = [];
afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Compiles a copy of the good fixture after replacing `from` by `to` in `file` (each must be there). */
function compileWith(edits: readonly { file: string; from: string; to: string }[] = []) {
  const root = mkdtempSync(join(tmpdir(), 'case-studies-'));
  copies.push(root);
  cpSync(GOOD, root, { recursive: true });
  for (const { file, from, to } of edits) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
    writeFileSync(join(root, file), text.replace(from, to));
  }
  const files = new Map<string, string>();
  const results = KINDS.map((kind) => compileKind(contentPaths(root), kind, files));
  return {
    issues: results.flatMap((result) => result.issues),
    family: results.flatMap((result) => result.family ?? []),
    files,
  };
}

const placeOf = ({ file, line, field }: ContentIssue) => ({ file, line, field });

/** A section of the good fixture's Italian page, from its line to the next section. */
function fixtureLines(file: string, from: string, to: string): string {
  const text = readFileSync(join(GOOD, file), 'utf8');
  return text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
}
const FAQ_ITEMS_IT = fixtureLines(PAGE_IT, '  items:\n    - topic: implementation', 'demo:');
const CLAIMS_IT = fixtureLines(PAGE_IT, '  items:\n    - claim:', '  note:');

describe('the case studies content', () => {
  it('compiles the good fixture into one module per language, each with its own words', () => {
    const { issues, files } = compileWith();
    expect(issues).toEqual([]);
    expect(files.get('caseStudies/it.ts')).toContain('"slug": "alpha-it"');
    expect(files.get('caseStudies/it.ts')).toContain('La sfida di Alpha.');
    expect(files.get('caseStudies/it.ts')).not.toContain('The challenge of Alpha.');
    expect(files.get('caseStudiesPage/en.ts')).toContain('"title": "Case studies"');
  });

  it.each([
    {
      problem: 'a slug two cases share in one language',
      edit: { file: CASES, from: 'it: gamma-it', to: 'it: beta-it' },
      place: { file: CASES, line: 110, field: 'cases.2.slug.it' },
      message: /expected a slug \(it\) no other case study uses, found "beta-it"/,
    },
    {
      problem: 'a translationKey two cases share',
      edit: { file: CASES, from: 'translationKey: gamma', to: 'translationKey: beta' },
      place: { file: CASES, line: 107, field: 'cases.2.translationKey' },
      message: /expected a translationKey no other case study uses, found "beta"/,
    },
    {
      problem: 'a text written in English only',
      edit: { file: CASES, from: '      it: La sfida di Alpha.\n', to: '' },
      place: { file: CASES, line: 29, field: 'cases.0.challenge.it' },
      message: /expected text, found nothing/,
    },
    {
      problem: 'a figure that is not a claim',
      edit: { file: CASES, from: '- claim: alpha-time-to-shortlist', to: '- { value: 35%, label: time saved }' },
      place: { file: CASES, line: 51, field: 'cases.0.metrics.0.claim' },
      message: /expected a claim: the id of a figure in content\/claims.yaml scoped to this case/,
    },
    {
      problem: 'a case study without results',
      edit: {
        file: CASES,
        from: '    results:\n      - en: First result.\n        it: Primo risultato.\n      - en: Second result.\n        it: Secondo risultato.\n      - en: Third result.\n        it: Terzo risultato.\n',
        to: '    results: []\n',
      },
      place: { file: CASES, line: 35, field: 'cases.0.results' },
      message: /^expected at least one result: the story ends with what changed, found a list of 0/,
    },
    {
      problem: 'a logo that is not in public/',
      edit: { file: CASES, from: 'src: /images/case-studies/logo.svg', to: 'src: /images/case-studies/missing.svg' },
      place: { file: CASES, line: 12, field: 'cases.0.logo.src' },
      message: /missing\.svg/,
    },
    {
      problem: 'a FAQ without questions',
      edit: { file: PAGE_IT, from: FAQ_ITEMS_IT, to: '  items: []\n' },
      place: { file: PAGE_IT, line: 28, field: 'faq.items' },
      message: /^expected at least one question, found a list of 0/,
    },
    {
      problem: 'a fifth claim, which the row of figures has no room for',
      edit: {
        file: PAGE_IT,
        from: '  note: Riportati dai clienti.\n',
        to: "    - { value: '1', label: uno }\n    - { value: '2', label: due }\n  note: Riportati dai clienti.\n",
      },
      place: { file: PAGE_IT, line: 10, field: 'claims.items' },
      message: /^expected at most 4 figures: they share one row on a wide screen, found a list of 5/,
    },
    {
      problem: 'no claim at all',
      edit: {
        file: PAGE_IT,
        from: CLAIMS_IT,
        to: '  items: []\n',
      },
      place: { file: PAGE_IT, line: 10, field: 'claims.items' },
      message: /^expected at least one figure, found a list of 0/,
    },
    {
      problem: 'a description too short for search results',
      edit: {
        file: PAGE_IT,
        from: 'Una descrizione della pagina dei casi studio, di oltre cinquanta caratteri.',
        to: 'Troppo corta.',
      },
      place: { file: PAGE_IT, line: 3, field: 'meta.description' },
      message: /expected at least 60 characters, found "Troppo corta."/,
    },
  ])('names the file, line and field of $problem', ({ edit, place, message }) => {
    const { issues } = compileWith([edit]);
    expect(issues.map(placeOf)).toEqual([place]);
    expect(issues[0]?.message).toMatch(message);
  });

  it("takes a fourth case study, a fifth question and two results: the seed's counts are no limits", () => {
    const text = readFileSync(join(GOOD, CASES), 'utf8');
    const gamma = text.slice(text.indexOf('  - translationKey: gamma'));
    const delta = gamma.replaceAll('gamma', 'delta').replaceAll('Gamma', 'Delta');
    const { issues, files } = compileWith([
      { file: CASES, from: gamma, to: `${gamma}${delta}` },
      { file: CASES, from: '      - en: Third result.\n        it: Terzo risultato.\n', to: '' },
      {
        file: PAGE_IT,
        from: FAQ_ITEMS_IT,
        to: `${FAQ_ITEMS_IT}    - question: Una quinta domanda?\n      answer: Sì.\n`,
      },
    ]);
    expect(issues).toEqual([]);
    expect(files.get('caseStudies/en.ts')).toContain('"slug": "delta-en"');
    expect(files.get('caseStudiesPage/it.ts')).toContain('Una quinta domanda?');
  });

  it('refuses a file without case studies', () => {
    const text = readFileSync(join(GOOD, CASES), 'utf8');
    const { issues } = compileWith([{ file: CASES, from: text, to: 'cases: []\n' }]);
    expect(issues.map(placeOf)).toEqual([{ file: CASES, line: 1, field: 'cases' }]);
    expect(issues[0]?.message).toMatch(
      /^expected at least one case study: the page opens the first, found a list of 0/,
    );
  });
});

describe('links from other content to a case study', () => {
  const LINKING = 'content/industries/it/vigilanza.yaml';
  const linkTo = (key: string) => {
    const document = parseYaml(`link:\n  page: caseStudy\n  key: ${key}\n`, LINKING);
    return [{ file: LINKING, document, data: document.data, languages: ['it' as const] }];
  };

  it('are checked against the case studies: a known translationKey passes, another is placed', () => {
    const families = new Map([['caseStudies', compileWith().family]]);
    expect(checkPageRefs(linkTo('beta'), families)).toEqual([]);
    const issues = checkPageRefs(linkTo('delta'), families);
    expect(issues.map(placeOf)).toEqual([{ file: LINKING, line: 3, field: 'link.key' }]);
    expect(issues[0]?.message).toMatch(
      /expected the translationKey of a caseStudies page in it \("alpha", "beta", "gamma"\)/,
    );
  });
});

describe('the case study pages', () => {
  it('exist in every language, each paired with its counterpart by translationKey', () => {
    const items = caseStudyItems();
    const keys = new Set(items.map((item) => item.key));
    expect(keys.size).toBe(caseStudiesIn('en').length);
    for (const key of keys) {
      expect(items.filter((item) => item.key === key).map((item) => item.language)).toEqual([...LANGUAGES]);
    }
    for (const language of LANGUAGES) {
      const slugs = items.filter((item) => item.language === language).map((item) => item.params.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('are linked from other pages by translationKey, in the linking page’s language', () => {
    const [security] = caseStudiesIn('it');
    if (!security) throw new Error('no case study');
    expect(caseStudyLink(security.translationKey, 'it')).toMatchObject({
      path: `/it/casi-studio/${security.slug}/`,
      company: security.company,
      title: security.title,
    });
    expect(() => caseStudyLink('no-such-case', 'en')).toThrow(/No case study "no-such-case"/);
  });
});
