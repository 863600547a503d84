import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleEntrySchema, articleFrontMatterSchema, articleSummarySchema } from '../../src/content/schemas/article';
import { companySchema } from '../../src/content/schemas/company';
import { homeContentSchema } from '../../src/content/schemas/home';
import { stringTreeSchema } from '../../src/content/schemas/locale';
import { testimonialsSchema } from '../../src/content/schemas/testimonials';
import { LANGUAGES } from '../../src/i18n/languages';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { GOOD_SITE, goodSiteForTest } from './__fixtures__/fixture-site';
import { generatedArticle } from './__fixtures__/article-data';
import { articleDataFile } from './article-modules';
import { compileContent, type CompileResult } from './compile';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { formatIssue, type ContentIssue } from './issues';
import { countWords, markdownProcessor, readingMinutes } from './markdown';
import { contentPaths } from './paths';
import { schemaFrom } from './schema-type';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Files of the good fixture, relative to its root (as issues name them).
const EN_ARTICLE = 'content/articles/en/hello-talvera.md';
const IT_ARTICLE = 'content/articles/it/ciao-talvera.md';
const EN_LOCALE = 'content/locales/en/common.yaml';
const IT_LOCALE = 'content/locales/it/common.yaml';
const HOME_IT = 'content/home/it.yaml';
const COMPANY = 'content/company.yaml';
const PERSON = 'content/people/ada-rossi.yaml';

const copyGoodSite = goodSiteForTest;

/** The same article text with some lines replaced. */
function variant(text: string, replacements: readonly (readonly [string, string])[]): string {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`the article does not contain ${JSON.stringify(from)}`);
    return result.replace(from, to);
  }, text);
}

type Place = { file: string; line: number; field: string };

const placeOf = ({ file, line, field }: ContentIssue): Place => ({ file, line, field });

function expectReadableMessage(issue: ContentIssue) {
  expect(issue.message).toContain('expected');
  expect(issue.message).toContain('found');
}

/** Asserts the exact list of issues (by place), that each reads "expected …, found …", and that nothing is emitted. */
function expectIssues(result: CompileResult, places: Place[]): ContentIssue[] {
  expect(result.issues.map(placeOf)).toEqual(places);
  result.issues.forEach(expectReadableMessage);
  expect(result.files.size).toBe(0);
  return result.issues;
}

/** Asserts that there is at least one issue and that every issue is at `place` (some problems yield several). */
function expectIssuesAt(result: CompileResult, place: Place): ContentIssue[] {
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) {
    expect(placeOf(issue)).toEqual(place);
    expectReadableMessage(issue);
  }
  expect(result.files.size).toBe(0);
  return result.issues;
}

/** The value a generated module exports (`const data = <JSON>;`, or one `export const <field>` per field). */
function moduleData(files: ReadonlyMap<string, string>, path: string): unknown {
  const text = files.get(path);
  if (text === undefined) throw new Error(`no module ${path} was generated`);
  if (path.endsWith('.json')) return JSON.parse(text) as unknown;
  const fields = [...text.matchAll(/^export const (\w+): Data\['\w+'\] = (.*?);$/gms)];
  if (fields.length > 0) return Object.fromEntries(fields.map(([, name, json]) => [name, JSON.parse(json ?? '')]));
  const match = /\nconst data(?:: [^=]+)? = ([\s\S]*);\n\nexport default data;\n$/.exec(text);
  if (!match?.[1]) throw new Error(`${path} is not a data module`);
  return JSON.parse(match[1]) as unknown;
}

/** The modules a kind compiles to: one per language and an index, its single module, or its index of pages. */
function modulesOf(kind: ContentKind): string[] {
  if ('single' in kind) return [`${kind.module}.ts`];
  if ('markdown' in kind || 'collection' in kind) return [`${kind.module}/index.ts`];
  return [...LANGUAGES.map((language) => `${kind.module}/${language}.ts`), `${kind.module}/index.ts`];
}

describe('compileContent on the good fixture site', () => {
  const result = compileContent(contentPaths(GOOD_SITE), FIXTURE_KINDS);

  it('finds no issues', () => {
    expect(result.issues.map(formatIssue)).toEqual([]);
  });

  it('produces one module per language and kind of content, with an index of loaders', () => {
    expect([...result.files.keys()].sort()).toEqual(
      [
        articleDataFile('en', 'hello-talvera'),
        'articles/index.ts',
        articleDataFile('it', 'ciao-talvera'),
        'articles/summaries.ts',
        ...LANGUAGES.map((language) => `locales/${language}.ts`),
        'people/index.ts',
        'publication.ts',
        ...FIXTURE_KINDS.flatMap(modulesOf),
      ].sort(),
    );
  });

  it('groups the UI strings of each language by area (the file name)', () => {
    expect(stringTreeSchema.parse(moduleData(result.files, 'locales/en.ts'))).toEqual({
      common: { greeting: 'Hello, {{name}}!', nav: { home: 'Home', articles: 'Articles' } },
    });
    expect(stringTreeSchema.parse(moduleData(result.files, 'locales/it.ts'))).toEqual({
      common: { greeting: 'Ciao, {{name}}!', nav: { home: 'Home', articles: 'Articoli' } },
    });
  });

  it('lists article summaries newest first, without body, translation or related articles', () => {
    const summaries = z.array(articleSummarySchema).parse(moduleData(result.files, 'articles/summaries.ts'));
    expect(summaries.map(({ language, slug }) => `${language}/${slug}`)).toEqual([
      'it/ciao-talvera',
      'en/hello-talvera',
    ]);
    for (const summary of summaries) {
      expect(summary).not.toHaveProperty('html');
      expect(summary).not.toHaveProperty('translationSlug');
      expect(summary).not.toHaveProperty('related');
    }
  });

  it('writes each article page with its rendered body and its translation', () => {
    const en = articleEntrySchema.parse(generatedArticle(result.files, 'en', 'hello-talvera'));
    expect(en).toMatchObject({
      title: 'Hello Talvera',
      slug: 'hello-talvera',
      language: 'en',
      date: '2026-09-15',
      author: { id: 'ada-rossi', name: 'Ada Rossi', role: 'Editor', avatar: '/images/authors/ada-rossi.svg' },
      keywords: ['fixture', 'testing'],
      translationSlug: 'ciao-talvera',
      related: [],
    });
    expect(en.html).toContain('<h2 id="hello-world">Hello World</h2>');
    const it = articleEntrySchema.parse(generatedArticle(result.files, 'it', 'ciao-talvera'));
    expect(it).toMatchObject({ language: 'it', translationSlug: 'hello-talvera', related: [] });
  });

  it('computes readTime from the word count when it is absent and keeps it when given', () => {
    const { content: body } = matter(readFileSync(join(GOOD_SITE, EN_ARTICLE), 'utf8'));
    const en = articleEntrySchema.parse(generatedArticle(result.files, 'en', 'hello-talvera'));
    expect(en.readTime).toBe(readingMinutes(countWords(markdownProcessor.parse(body))));
    expect(en.readTime).toBe(1);
    const it = articleEntrySchema.parse(generatedArticle(result.files, 'it', 'ciao-talvera'));
    expect(it.readTime).toBe(4);
  });

  it('lists every article page with its data file, a file and not a module', () => {
    const index = result.files.get('articles/index.ts') ?? '';
    expect(index).toContain(
      `{ language: 'en', slug: "hello-talvera", translationSlug: "ciao-talvera", file: '${articleDataFile('en', 'hello-talvera')}' }`,
    );
    expect(index).toContain(
      `{ language: 'it', slug: "ciao-talvera", translationSlug: "hello-talvera", file: '${articleDataFile('it', 'ciao-talvera')}' }`,
    );
    expect(index).not.toContain('import(');
  });

  it('writes the home pages and the company identity', () => {
    expect(homeContentSchema.parse(moduleData(result.files, 'home/en.ts')).hero.headline).toBe('Hire the right people');
    expect(homeContentSchema.parse(moduleData(result.files, 'home/it.ts')).hero.cta).toBe('Prenota una demo');
    expect(result.files.get('home/index.ts')).toContain(`it: () => import('./it'),`);
    expect(companySchema.parse(moduleData(result.files, 'company.ts'))).toMatchObject({
      legalName: 'Fixture S.r.l.',
      // Prose: a postcode is not held to its city (only units are, typography.ts); a currency sign keeps its amount.
      registeredOffice: 'Via di Prova 1, 20100 Milano (MI), Italia',
      reaNumber: 'MI-1234567',
      shareCapital: { en: '€10,000.00 (fully paid up)', it: '€\u00a010.000,00 i.v.' },
      vatNumber: 'IT01234567890',
      foundedYear: 2024,
      hostingRegion: { en: 'the European Union (data centres in Frankfurt and Milan)' },
      companyRegister: { office: 'Milano Monza Brianza Lodi', number: '01234567890' },
      subProcessors: [{ provider: 'Fixture Cloud GmbH', storesWebsiteForms: true }],
    });
  });

  it("sets the typography of prose fields in each file's language", () => {
    expect(JSON.stringify(moduleData(result.files, 'team/it.ts'))).toContain('"Passione per l’innovazione"');
    expect(JSON.stringify(moduleData(result.files, 'people/index.ts'))).toContain('runs Talvera’s architecture');
    expect(JSON.stringify(moduleData(result.files, 'people/index.ts'))).toContain('un’attenzione');
    expect(JSON.stringify(moduleData(result.files, 'team/it.ts'))).not.toMatch(/\p{L}'\p{L}/u);
  });

  it('splits files shared by both languages into one module per language', () => {
    // A shared file without texts is the same in both.
    const upTo = (path: string) => {
      const data = moduleData(result.files, path);
      return z.object({ bands: z.array(z.object({ upTo: z.number().nullable() })) }).parse(data).bands[1]?.upTo;
    };
    expect(upTo('calculator/en.ts')).toBe(10000);
    expect(upTo('calculator/it.ts')).toBe(10000);
    const firstRow = (path: string) =>
      z
        .object({
          categories: z.array(z.object({ name: z.string(), rows: z.array(z.object({ feature: z.string() })) })),
        })
        .parse(moduleData(result.files, path)).categories[0];
    expect(firstRow('comparison/en.ts')).toMatchObject({ name: 'Category 1', rows: [{ feature: 'Feature 1' }] });
    expect(firstRow('comparison/it.ts')).toMatchObject({ name: 'Categoria 1', rows: [{ feature: 'Funzione 1' }] });
  });

  it('types every data module by its schema, imported from modules that exist once the files are in src/generated/', () => {
    for (const [path, text] of result.files) {
      // Not data of a schema: the strings, the article bodies, the loaders' index and the publication flag.
      const untyped = path.startsWith('locales/') || path.endsWith('.json');
      if (untyped || path === 'articles/index.ts' || path === 'publication.ts') continue;
      expect(text, path).toMatch(/(: |default: |Data = )\(?(InLanguage<)?z\.infer<typeof \w+Schema>/);
      for (const [, from = ''] of text.matchAll(/^import type \{ [\w, ]+ \} from '(\.[^']+)';$/gm)) {
        const target = join(PROJECT_ROOT, 'src', 'generated', posix.join(posix.dirname(path), from));
        expect(existsSync(`${target}.ts`) || existsSync(join(target, 'index.ts')), `${path} imports ${from}`).toBe(
          true,
        );
      }
    }
  });
});

describe("compileContent with the site's registry", () => {
  const result = compileContent(contentPaths(PROJECT_ROOT), CONTENT_KINDS);

  it('compiles every registered kind against the real content/', () => {
    expect(result.issues.map(formatIssue)).toEqual([]);
    for (const kind of CONTENT_KINDS) {
      for (const module of modulesOf(kind)) expect(result.files.has(module), module).toBe(true);
    }
  });
});

describe('a new kind of content', () => {
  it('is one registry entry (with its schema) and its files: the compiler needs nothing else', () => {
    const site = copyGoodSite();
    for (const language of LANGUAGES) {
      site.write(`content/quotes-${language}.yaml`, site.read(`content/testimonials/${language}.yaml`));
    }
    const quotes: ContentKind[] = LANGUAGES.map((language) => ({
      module: `quotes-${language}`,
      single: `quotes-${language}.yaml`,
      ...schemaFrom('testimonials', { testimonialsSchema }),
    }));
    const press: ContentKind = {
      module: 'press',
      perLanguage: 'testimonials',
      ...schemaFrom('testimonials', { testimonialsSchema }),
    };
    const result = compileContent(contentPaths(site.root), [...FIXTURE_KINDS, ...quotes, press]);
    expect(result.issues).toEqual([]);
    for (const kind of [...quotes, press]) {
      for (const module of modulesOf(kind)) {
        expect(result.files.get(module), module).toContain('z.infer<typeof testimonialsSchema>');
      }
    }
    expect(testimonialsSchema.parse(moduleData(result.files, 'press/it.ts'))).toEqual(
      moduleData(result.files, 'testimonials/it.ts'),
    );
  });

  it('is one entry for a folder of Markdown pages: slug = file name, one module per page, a rendered body', () => {
    const site = copyGoodSite();
    for (const file of [EN_ARTICLE, IT_ARTICLE]) site.write(file.replace('/articles/', '/news/'), site.read(file));
    const news: ContentKind = {
      module: 'news',
      markdown: 'news',
      ...schemaFrom('article', { articleFrontMatterSchema }),
    };
    const result = compileContent(contentPaths(site.root), [...FIXTURE_KINDS, news]);
    expect(result.issues).toEqual([]);
    const page = moduleData(result.files, 'news/en/hello-talvera.ts');
    expect(page).toMatchObject({ slug: 'hello-talvera', title: 'Hello Talvera', language: 'en' });
    expect(z.object({ html: z.string() }).parse(page).html).toContain('<h2 id="hello-world">Hello World</h2>');
    expect(result.files.get('news/it/ciao-talvera.ts')).toContain(
      'const data: z.infer<typeof articleFrontMatterSchema> & { language: Language; slug: string; html: string; sections: { id: string; text: string }[] } = {',
    );
    expect(result.files.get('news/index.ts')).toContain(
      `{ language: 'it', slug: "ciao-talvera", load: () => import('./it/ciao-talvera') },`,
    );
  });

  it('checks Markdown pages as articles are checked, in words for pages', () => {
    const site = copyGoodSite();
    const source = site.read(EN_ARTICLE);
    site.write('content/news/en/renamed.md', source);
    site.write(
      'content/news/it/empty.md',
      source.slice(0, source.indexOf('\n---\n', 3) + 5).replace('hello-talvera', 'empty'),
    );
    const news: ContentKind = {
      module: 'news',
      markdown: 'news',
      ...schemaFrom('article', { articleFrontMatterSchema }),
    };
    const issues = expectIssues(compileContent(contentPaths(site.root), [...FIXTURE_KINDS, news]), [
      { file: 'content/news/en/renamed.md', line: 3, field: 'slug' },
      { file: 'content/news/it/empty.md', line: 13, field: '(body)' },
    ]);
    expect(issues.map((issue) => issue.message)).toEqual([
      'expected the file name without .md ("renamed"), found "hello-talvera"',
      "expected the page's text after this closing ---, found nothing",
    ]);
  });

  it('reports a missing file of a registered kind on line 1 of where it belongs', () => {
    const site = copyGoodSite();
    const press: ContentKind = {
      module: 'press',
      perLanguage: 'press',
      ...schemaFrom('testimonials', { testimonialsSchema }),
    };
    expectIssues(compileContent(contentPaths(site.root), [...FIXTURE_KINDS, press]), [
      { file: 'content/press/en.yaml', line: 1, field: '(file)' },
      { file: 'content/press/it.yaml', line: 1, field: '(file)' },
    ]);
  });
});

describe('compileContent, derived article fields', () => {
  it('computes readTime at 220 words a minute from the body', () => {
    const site = copyGoodSite();
    const source = site.read(EN_ARTICLE);
    const body = Array.from({ length: 1100 }, (_, index) => `word${index}`).join(' ');
    site.write(EN_ARTICLE, `${source.slice(0, source.indexOf('\n---\n', 3) + 5)}\n${body}\n`);
    const result = site.compile();
    expect(result.issues).toEqual([]);
    const en = articleEntrySchema.parse(generatedArticle(result.files, 'en', 'hello-talvera'));
    expect(en.readTime).toBe(5);
  });

  it('relates up to two other articles of the same language, newest first', () => {
    const site = copyGoodSite();
    const source = site.read(EN_ARTICLE);
    for (const [slug, date] of [
      ['second-article', '2026-08-01'],
      ['third-article', '2026-07-01'],
      ['fourth-article', '2026-06-01'],
    ] as const) {
      site.write(
        `content/articles/en/${slug}.md`,
        variant(source, [
          ['slug: hello-talvera', `slug: ${slug}`],
          ['translationKey: hello', `translationKey: ${slug}`],
          ['date: 2026-09-15', `date: ${date}`],
        ]),
      );
    }
    const result = site.compile();
    expect(result.issues).toEqual([]);
    const entry = (language: string, slug: string) =>
      articleEntrySchema.parse(generatedArticle(result.files, language, slug));
    const relatedSlugs = (language: string, slug: string) =>
      entry(language, slug).related.map((summary) => summary.slug);

    expect(relatedSlugs('en', 'hello-talvera')).toEqual(['second-article', 'third-article']);
    expect(relatedSlugs('en', 'third-article')).toEqual(['hello-talvera', 'second-article']);
    expect(relatedSlugs('it', 'ciao-talvera')).toEqual([]);
    expect(entry('en', 'second-article').translationSlug).toBeNull();
    expect(entry('en', 'hello-talvera').translationSlug).toBe('ciao-talvera');
  });
});

describe('compileContent on broken content', () => {
  it('emits no files when there are issues', () => {
    const site = copyGoodSite();
    site.edit(COMPANY, 'vatNumber: IT01234567890', 'vatNumber: 01234567890');
    const result = site.compile();
    expect(result.issues).toHaveLength(1);
    expect(result.files.size).toBe(0);
  });

  it('reports a YAML syntax error in front matter on its line of the Markdown file', () => {
    const site = copyGoodSite();
    // An unquoted colon followed by a space starts a nested mapping, which YAML forbids here.
    site.edit(EN_ARTICLE, 'excerpt: A short first article', 'excerpt: Note: a short first article');
    expectIssuesAt(site.compile(), { file: EN_ARTICLE, line: 5, field: '(yaml)' });
  });

  it('reports a bad indentation in front matter on its line', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'coverAlt: A hand waving hello\nkeywords:', 'coverAlt: A hand waving hello\n keywords:');
    const [issue] = expectIssuesAt(site.compile(), { file: EN_ARTICLE, line: 9, field: '(yaml)' });
    expect(issue?.message).toContain('expected valid YAML, found a syntax error');
  });

  it('reports a YAML syntax error in a locale file on its line', () => {
    const site = copyGoodSite();
    site.edit(IT_LOCALE, '  home: Home', ' home: Home');
    const result = site.compile();
    const inFile = result.issues.filter((issue) => issue.file === IT_LOCALE);
    expect(inFile.length).toBeGreaterThan(0);
    for (const issue of inFile) {
      expect(placeOf(issue)).toEqual({ file: IT_LOCALE, line: 3, field: '(yaml)' });
      expectReadableMessage(issue);
    }
    expect(result.files.size).toBe(0);
  });

  it('reports a missing required front-matter field', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'excerpt: A short first article for the fixture site.\n', '');
    const [issue] = expectIssues(site.compile(), [{ file: EN_ARTICLE, line: 2, field: 'excerpt' }]);
    expect(issue?.message).toBe('expected text, found nothing (the field is missing)');
  });

  it('reports keywords that are not a list', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'keywords:\n  - fixture\n  - testing\n', 'keywords: 5\n');
    const [issue] = expectIssues(site.compile(), [{ file: EN_ARTICLE, line: 10, field: 'keywords' }]);
    expect(issue?.message).toBe('expected a list of keywords, found 5');
  });

  it('reports a readTime that is not a number', () => {
    const site = copyGoodSite();
    site.edit(IT_ARTICLE, 'readTime: 4', 'readTime: "five"');
    const [issue] = expectIssues(site.compile(), [{ file: IT_ARTICLE, line: 12, field: 'readTime' }]);
    expect(issue?.message).toBe('expected a whole number of minutes, found "five"');
  });

  it('reports a date that does not exist', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'date: 2026-09-15', 'date: 2026-13-45');
    const [issue] = expectIssues(site.compile(), [{ file: EN_ARTICLE, line: 6, field: 'date' }]);
    expect(issue?.message).toBe('expected a real calendar date (YYYY-MM-DD), found "2026-13-45"');
  });

  it('reports a date not written YYYY-MM-DD', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'date: 2026-09-15', 'date: 15/09/2026');
    const issues = expectIssuesAt(site.compile(), { file: EN_ARTICLE, line: 6, field: 'date' });
    expect(issues.map((issue) => issue.message)).toEqual([
      'expected a real calendar date (YYYY-MM-DD), found "15/09/2026"',
    ]);
  });

  it('reports an unknown field (a typo) and the field it was meant to be', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'title: Hello Talvera', 'titel: Hello Talvera');
    const issues = expectIssues(site.compile(), [
      { file: EN_ARTICLE, line: 2, field: 'title' },
      { file: EN_ARTICLE, line: 2, field: 'titel' },
    ]);
    expect(issues[1]?.message).toBe('expected no field of this name (check its spelling), found "Hello Talvera"');
  });

  it('reports a slug used twice in one language, and a slug that is not the file name', () => {
    const site = copyGoodSite();
    site.write(
      'content/articles/en/other.md',
      variant(site.read(EN_ARTICLE), [['translationKey: hello', 'translationKey: other-topic']]),
    );
    const issues = expectIssues(site.compile(), [
      { file: 'content/articles/en/other.md', line: 3, field: 'slug' },
      { file: 'content/articles/en/other.md', line: 3, field: 'slug' },
    ]);
    expect(issues.map((issue) => issue.message).sort()).toEqual([
      'expected a slug unique among en articles, found "hello-talvera", also used by content/articles/en/hello-talvera.md',
      'expected the file name without .md ("other"), found "hello-talvera"',
    ]);
  });

  it('accepts the same slug in two languages', () => {
    const site = copyGoodSite();
    site.write(
      'content/articles/it/hello-talvera.md',
      variant(site.read(IT_ARTICLE), [
        ['slug: ciao-talvera', 'slug: hello-talvera'],
        ['translationKey: hello', 'translationKey: other'],
      ]),
    );
    expect(site.compile().issues).toEqual([]);
  });

  it("reports a slug that a list page's address uses", () => {
    const site = copyGoodSite();
    site.write(
      'content/articles/it/pagina.md',
      variant(site.read(IT_ARTICLE), [
        ['slug: ciao-talvera', 'slug: pagina'],
        ['translationKey: hello', 'translationKey: other'],
      ]),
    );
    const [issue] = expectIssues(site.compile(), [{ file: 'content/articles/it/pagina.md', line: 3, field: 'slug' }]);
    expect(issue?.message).toContain('"pagina", which the it list pages\' addresses use');
  });

  it('reports a slug that is not the file name', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'slug: hello-talvera', 'slug: hello');
    const [issue] = expectIssues(site.compile(), [{ file: EN_ARTICLE, line: 3, field: 'slug' }]);
    expect(issue?.message).toBe('expected the file name without .md ("hello-talvera"), found "hello"');
  });

  it('reports an image that is not in public/', () => {
    const site = copyGoodSite();
    site.edit(EN_ARTICLE, 'coverImage: /images/articles/hello.svg', 'coverImage: /images/articles/missing.svg');
    const [issue] = expectIssues(site.compile(), [{ file: EN_ARTICLE, line: 8, field: 'coverImage' }]);
    expect(issue?.message).toContain('"/images/articles/missing.svg"');
  });

  it('reports a missing image in a nested field by its dotted path', () => {
    const site = copyGoodSite();
    site.edit(PERSON, 'src: /images/team/picture.svg', 'src: /images/team/nobody.svg');
    expectIssues(site.compile(), [{ file: PERSON, line: 9, field: 'portrait.src' }]);
  });

  it('reports a missing translationKey', () => {
    const site = copyGoodSite();
    site.edit(IT_ARTICLE, 'translationKey: hello\n', '');
    expectIssues(site.compile(), [{ file: IT_ARTICLE, line: 2, field: 'translationKey' }]);
  });

  it('reports a translationKey used twice in one language', () => {
    const site = copyGoodSite();
    site.write(
      'content/articles/en/hello-twice.md',
      variant(site.read(EN_ARTICLE), [['slug: hello-talvera', 'slug: hello-twice']]),
    );
    const [issue] = expectIssues(site.compile(), [
      { file: 'content/articles/en/hello-twice.md', line: 4, field: 'translationKey' },
    ]);
    expect(issue?.message).toBe(
      'expected a translationKey unique among en articles, found "hello", also used by content/articles/en/hello-talvera.md',
    );
  });

  it('reports a locale key that the translation lacks, in the translated file', () => {
    const site = copyGoodSite();
    site.edit(IT_LOCALE, '  articles: Articoli\n', '');
    const [issue] = expectIssues(site.compile(), [{ file: IT_LOCALE, line: 2, field: 'nav.articles' }]);
    expect(issue?.message).toBe(`expected a translation of ${EN_LOCALE}'s "nav.articles", found nothing`);
  });

  it('reports a locale key that the reference language lacks', () => {
    const site = copyGoodSite();
    site.edit(IT_LOCALE, '  articles: Articoli\n', '  articles: Articoli\n  contact: Contatti\n');
    const [issue] = expectIssues(site.compile(), [{ file: IT_LOCALE, line: 5, field: 'nav.contact' }]);
    expect(issue?.message).toContain('found "nav.contact"');
  });

  it('reports {{variables}} that differ between the languages', () => {
    const site = copyGoodSite();
    site.edit(IT_LOCALE, 'Ciao, {{name}}!', 'Ciao, {{nome}}!');
    const [issue] = expectIssues(site.compile(), [{ file: IT_LOCALE, line: 1, field: 'greeting' }]);
    expect(issue?.message).toBe(`expected the variables {{name}} as in ${EN_LOCALE}, found {{nome}}`);
  });

  it('reports an empty string in a locale file', () => {
    const site = copyGoodSite();
    site.edit(IT_LOCALE, 'articles: Articoli', "articles: ''");
    const result = site.compile();
    const inFile = result.issues.filter((issue) => issue.file === IT_LOCALE);
    expect(inFile.map(placeOf)).toEqual([{ file: IT_LOCALE, line: 4, field: 'nav.articles' }]);
    expect(inFile[0]?.message).toBe('expected non-empty text, found ""');
    expect(result.files.size).toBe(0);
  });

  it('reports a home page image that is not in public/', () => {
    const site = copyGoodSite();
    site.edit(HOME_IT, 'src: /images/home/hero.svg', 'src: /images/home/hero-it.svg');
    const [issue] = expectIssues(site.compile(), [{ file: HOME_IT, line: 9, field: 'hero.image.src' }]);
    expect(issue?.message).toContain('(no public/images/home/hero-it.svg)');
  });

  it('reports a malformed VAT number in company.yaml', () => {
    const site = copyGoodSite();
    site.edit(COMPANY, 'vatNumber: IT01234567890', 'vatNumber: IT0123456789');
    const [issue] = expectIssues(site.compile(), [{ file: COMPANY, line: 5, field: 'vatNumber' }]);
    expect(issue?.message).toBe('expected an Italian VAT number like IT01234567890, found "IT0123456789"');
  });

  it('reports a Registro delle Imprese number that is not 11 digits in company.yaml', () => {
    const site = copyGoodSite();
    site.edit(COMPANY, "number: '01234567890'", "number: 'MI-1234567'");
    const [issue] = expectIssues(site.compile(), [{ file: COMPANY, line: 6, field: 'companyRegister.number' }]);
    expect(issue?.message).toBe('expected an 11-digit number like 01234567890, in quotes, found "MI-1234567"');
  });

  it("reports sub-processors of which none keeps the website's forms", () => {
    const site = copyGoodSite();
    site.edit(COMPANY, '    storesWebsiteForms: true\n', '');
    const [issue] = expectIssues(site.compile(), [{ file: COMPANY, line: 29, field: 'subProcessors' }]);
    expect(issue?.message).toContain('exactly one sub-processor with storesWebsiteForms: true');
  });

  it('reports a text missing in one language of a shared file', () => {
    const site = copyGoodSite();
    site.edit('content/pricing/comparison.yaml', '{ en: Category 2, it: Categoria 2 }', '{ en: Category 2 }');
    const [issue] = expectIssues(site.compile(), [
      { file: 'content/pricing/comparison.yaml', line: 9, field: 'categories.1.name.it' },
    ]);
    expect(issue?.message).toBe('expected text, found nothing (the field is missing)');
  });

  it('reports every problem of every file in one run, sorted by file then line', () => {
    const site = copyGoodSite();
    site.edit(COMPANY, 'vatNumber: IT01234567890', 'vatNumber: 123');
    site.edit(HOME_IT, 'src: /images/home/hero.svg', 'src: /images/home/missing.svg');
    site.edit(IT_LOCALE, 'Ciao, {{name}}!', 'Ciao!');
    // Two problems in one file, whose schema order (date, then unknown fields) is not their line order.
    site.edit(EN_ARTICLE, 'title: Hello Talvera', 'subtitle: Hi\ntitle: Hello Talvera');
    site.edit(EN_ARTICLE, 'date: 2026-09-15', 'date: 2026-02-30');
    site.edit(IT_ARTICLE, 'readTime: 4', 'readTime: 0');
    expectIssues(site.compile(), [
      { file: EN_ARTICLE, line: 2, field: 'subtitle' },
      { file: EN_ARTICLE, line: 7, field: 'date' },
      { file: IT_ARTICLE, line: 12, field: 'readTime' },
      { file: COMPANY, line: 5, field: 'vatNumber' },
      { file: HOME_IT, line: 9, field: 'hero.image.src' },
      { file: IT_LOCALE, line: 1, field: 'greeting' },
    ]);
  });
});
