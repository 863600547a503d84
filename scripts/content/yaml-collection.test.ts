import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyPageSchema, SECTION_TYPES } from '../../src/content/schemas/sections';
import { goodSiteForTest, GOOD_SITE } from './__fixtures__/fixture-site';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { compileContent, type CompileResult } from './compile';
import { formatIssue, type ContentIssue } from './issues';
import { contentPaths } from './paths';
import { schemaFrom } from './schema-type';

const EN_PAGE = 'content/features/en/cv-screening.yaml';
const IT_PAGE = 'content/features/it/screening-cv.yaml';
const IT_OVERVIEW = 'content/features-overview/it.yaml';

const site = goodSiteForTest;

type Place = { file: string; line: number; field: string };

/** The issues' places and messages; every message says what was expected and what was found. */
function issuesOf(result: CompileResult): (Place & { message: string })[] {
  for (const issue of result.issues) expect(issue.message, formatIssue(issue)).toMatch(/^expected .*, found /);
  if (result.issues.length > 0) expect(result.files.size).toBe(0);
  return result.issues.map(({ file, line, field, message }: ContentIssue) => ({ file, line, field, message }));
}

/** The generated collection module's data (`const data: … = <JSON>;`). */
function collectionData(result: CompileResult): unknown {
  const text = result.files.get('features/index.ts') ?? '';
  const json = /\nconst data: [^=]+ = ([\s\S]*);\n\nexport default data;\n$/.exec(text)?.[1];
  return JSON.parse(json ?? 'null') as unknown;
}

describe('a YAML collection (content/<folder>/<lang>/<slug>.yaml)', () => {
  const good = compileContent(contentPaths(GOOD_SITE), FIXTURE_KINDS);

  it('compiles every page of every language into one build-time module, the slug taken from the file name', () => {
    expect(good.issues.map(formatIssue)).toEqual([]);
    const pages = z
      .array(familyPageSchema.extend({ language: z.string(), slug: z.string() }))
      .parse(collectionData(good));
    expect(pages.map(({ language, slug, translationKey }) => [language, slug, translationKey])).toEqual([
      ['en', 'cv-screening', 'screening'],
      ['it', 'screening-cv', 'screening'],
    ]);
    expect(good.files.get('features/index.ts')).toContain(
      'const data: (z.infer<typeof familyPageSchema> & { language: Language; slug: string })[] = [',
    );
    // No module per page: the pages reach the browser only inside their own route data.
    expect([...good.files.keys()].filter((file) => file.startsWith('features/'))).toEqual(['features/index.ts']);
  });

  it('holds a page of every section type in the good fixture', () => {
    const types = new Set(
      z
        .array(z.object({ sections: z.array(z.object({ type: z.string() })) }))
        .parse(collectionData(good))
        .flatMap((page) => page.sections.map((section) => section.type)),
    );
    expect([...types].sort()).toEqual([...SECTION_TYPES].sort());
  });

  it('refuses a file name that is no slug and a file that is not .yaml, on line 1', () => {
    const copy = site();
    copy.write('content/features/en/CV Screening.yaml', copy.read(EN_PAGE));
    copy.write('content/features/it/notes.yml', 'draft: true\n');
    expect(issuesOf(copy.compile())).toEqual([
      {
        file: 'content/features/en/CV Screening.yaml',
        line: 1,
        field: '(file)',
        message:
          'expected a file name of lower-case words joined by hyphens (it is the page\'s address), found "CV Screening.yaml"',
      },
      {
        file: 'content/features/it/notes.yml',
        line: 1,
        field: '(file)',
        message: 'expected a file ending in .yaml (one page each), found "notes.yml"',
      },
    ]);
  });

  it("refuses a page whose file name is another page's segment at that place of the address", () => {
    // The route table fills industryDetail (product/:slug) from the module `industries`, beside
    // the overview at product/recruiting-software (prodotto/software-recruiting in Italian).
    const copy = site();
    copy.write('content/industries/en/recruiting-software.yaml', copy.read(EN_PAGE));
    copy.write('content/industries/it/software-recruiting.yaml', copy.read(IT_PAGE));
    copy.write('content/industries/it/recruiting-software.yaml', copy.read(IT_PAGE).replace('screening', 'other'));
    copy.write('content/industries/en/other.yaml', copy.read(EN_PAGE).replace('screening', 'other'));
    const kinds = [
      ...FIXTURE_KINDS,
      { module: 'industries', collection: 'industries', ...schemaFrom('sections', { familyPageSchema }) },
    ];
    const reserved = (file: string, language: string) => ({
      file,
      line: 1,
      field: '(file)',
      message: `expected a file name that no other page's address uses, found "${file.split('/').pop() ?? ''}", which another ${language} page of the site has at this place in its address (choose another name)`,
    });
    // The English name is free in Italian, where the overview's segment is another word.
    expect(issuesOf(compileContent(contentPaths(copy.root), kinds))).toEqual([
      reserved('content/industries/en/recruiting-software.yaml', 'en'),
      reserved('content/industries/it/software-recruiting.yaml', 'it'),
    ]);
  });

  it('needs a translation of every page, found by translationKey, unique in each language', () => {
    const copy = site();
    copy.edit(IT_PAGE, 'translationKey: screening', 'translationKey: screening-it');
    copy.write('content/features/it/copia.yaml', copy.read(IT_PAGE));
    const issues = issuesOf(copy.compile());
    expect(issues).toContainEqual({
      file: EN_PAGE,
      line: 1,
      field: 'translationKey',
      message:
        'expected a page in content/features/it/ with the same translationKey (its translation), found none with "screening"',
    });
    expect(issues).toContainEqual({
      file: 'content/features/it/screening-cv.yaml',
      line: 1,
      field: 'translationKey',
      message:
        'expected a translationKey unique among it features pages, found "screening-it", also used by content/features/it/copia.yaml',
    });
  });
});

describe('the sections of a page', () => {
  it('names an unknown section type with the list of types', () => {
    const copy = site();
    copy.edit(EN_PAGE, '  - type: steps', '  - type: stepz');
    const [issue] = issuesOf(copy.compile());
    expect(issue).toEqual({
      file: EN_PAGE,
      line: 33,
      field: 'sections.4.type',
      message: `expected a section whose type is one of ${SECTION_TYPES.join(', ')}, found "stepz"`,
    });
  });

  it('places a missing and a misspelt field inside a section by their path', () => {
    const copy = site();
    copy.edit(EN_PAGE, '{ value: 30+, label: languages }', '{ value: 30+, labl: languages }');
    expect(issuesOf(copy.compile())).toEqual([
      {
        file: EN_PAGE,
        line: 18,
        field: 'sections.1.items.1.label',
        message: 'expected text, found nothing (the field is missing)',
      },
      {
        file: EN_PAGE,
        line: 18,
        field: 'sections.1.items.1.labl',
        message: 'expected no field of this name (check its spelling), found "languages"',
      },
    ]);
  });

  it('accepts only the glyphs it can draw', () => {
    const copy = site();
    copy.edit(EN_PAGE, 'glyph: scale', 'glyph: scales');
    const [issue] = issuesOf(copy.compile());
    expect(issue).toMatchObject({ file: EN_PAGE, line: 26, field: 'sections.2.cards.1.glyph' });
    expect(issue?.message).toMatch(/^expected one of "search", .*"scale".*, found "scales"$/);
  });

  it('opens a page with its hero and closes it with the call to action, one of each', () => {
    const copy = site();
    copy.edit(
      IT_PAGE,
      '  - type: callToAction',
      '  - type: hero\n    heading: Ancora\n    intro: Di nuovo.\n  - type: callToAction',
    );
    copy.write(
      EN_PAGE,
      `${copy.read(EN_PAGE)}  - type: steps\n    heading: After\n    steps: [{ title: a, text: b }, { title: c, text: d }]\n`,
    );
    const hint = (text: string) => expect.stringContaining(text) as unknown;
    expect(issuesOf(copy.compile())).toEqual([
      {
        file: EN_PAGE,
        line: 67,
        field: 'sections.10.type',
        message: hint('a hero only first and a callToAction only last'),
      },
      { file: EN_PAGE, line: 71, field: 'sections.11.type', message: hint('the page to end with a callToAction') },
      { file: IT_PAGE, line: 9, field: 'sections.1.type', message: hint('a hero only first') },
    ]);
  });

  it('refuses a short description (search results need more)', () => {
    const copy = site();
    copy.edit(
      IT_PAGE,
      'description: Una pagina di prova della collezione di funzionalità, in italiano.',
      'description: Breve.',
    );
    expect(issuesOf(copy.compile())).toEqual([
      { file: IT_PAGE, line: 4, field: 'meta.description', message: 'expected at least 60 characters, found "Breve."' },
    ]);
  });
});

describe('links between pages', () => {
  it('names a page of the route table, never a path', () => {
    const copy = site();
    copy.edit(EN_PAGE, '{ page: features, label: All features }', '{ page: /en/features/, label: All features }');
    const [issue] = issuesOf(copy.compile());
    expect(issue).toMatchObject({ file: EN_PAGE, line: 12, field: 'sections.0.actions.1.page' });
    expect(issue?.message).toMatch(
      /^expected a page of the route table: home, .*featureDetail.*, found "\/en\/features\/"$/,
    );
  });

  it('gives a key exactly for a page of a family', () => {
    const copy = site();
    copy.edit(IT_OVERVIEW, 'link: { page: featureDetail, key: screening }', 'link: { page: featureDetail }');
    copy.edit(IT_OVERVIEW, 'link: { page: demo }', 'link: { page: demo, key: demo }');
    expect(issuesOf(copy.compile())).toEqual([
      {
        file: IT_OVERVIEW,
        line: 12,
        field: 'sections.1.cards.0.link.key',
        message:
          'expected key: the translationKey of the featureDetail page to link (featureDetail is a family of features pages), found nothing (the field is missing)',
      },
      {
        file: IT_OVERVIEW,
        line: 13,
        field: 'sections.1.cards.1.link.key',
        message: 'expected no key: demo is a single page (leave key out), found "demo"',
      },
    ]);
  });

  it('must lead to a page that exists in the language of the file', () => {
    const copy = site();
    copy.edit(IT_OVERVIEW, 'key: screening', 'key: screenin');
    copy.edit(EN_PAGE, 'key: screening, label: Read more', 'key: matching, label: Read more');
    expect(issuesOf(copy.compile())).toEqual(
      [
        {
          file: IT_OVERVIEW,
          line: 12,
          field: 'sections.1.cards.0.link.key',
          message: 'expected the translationKey of a features page in it ("screening"), found "screenin"',
        },
        {
          file: EN_PAGE,
          line: 25,
          field: 'sections.2.cards.0.link.key',
          message: 'expected the translationKey of a features page in en ("screening"), found "matching"',
        },
      ].sort((a, b) => a.file.localeCompare(b.file)),
    );
  });

  it('reports a broken page once, not every link to it', () => {
    const copy = site();
    copy.edit(IT_PAGE, 'label: Richiedi una demo', 'label: ""');
    expect(issuesOf(copy.compile()).map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${IT_PAGE} sections.1.label`,
    ]);
  });
});
