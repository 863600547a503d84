/**
 * Builds the site with every accepted file of the hostile corpus added to its articles, in a
 * throw-away copy of the project (the real content/ and dist/ are never touched), and checks the
 * HTML that would be published for each: nothing runs, nothing embeds or submits, the head and
 * the JSON-LD hold the hostile strings as data, and every id is unique and none is the layout's.
 * Run by `npm run test:hostile` (after the build in `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomUtils } from 'htmlparser2';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFrontMatterSchema, type ArticleFrontMatter } from '../../src/content/schemas/article';
import { personSchema } from '../../src/content/schemas/person';
import { siteConfig } from '../../src/config';
import type { Language } from '../../src/i18n/languages';
import { ARTICLE_PAGE_IDS, REACT_ID } from '../../src/content/article-page-ids';
import { siteInlineScriptHashes } from '../page-policy/starter-script';
import { articlePath } from '../../src/pages/article/article-path';
import { fillPath } from '../../src/routes/paths';
import { parseFrontMatter } from './front-matter';
import { scanHtml, scanNodes, type InertHtmlReport } from './inert-html.test-support';
import { typesetProseFields } from './prose-fields';
import { parseYaml } from './yaml-document';

const splitFrontMatter = (source: string) => parseFrontMatter(source, () => undefined);

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ACCEPTED = fileURLToPath(new URL('./__fixtures__/hostile/accepted', import.meta.url));
/** People whose fields try to break out of the pages; some of the accepted articles name one as author. */
const ACCEPTED_PEOPLE = fileURLToPath(new URL('./__fixtures__/hostile/accepted-people', import.meta.url));
/** Not copied: installed, built, generated or recorded things. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  'src/generated',
  'test-results',
  'playwright-report',
  'outbox',
]);

type Fixture = { language: Language; slug: string; frontMatter: ArticleFrontMatter };

function readFixtures(): Fixture[] {
  return (['en', 'it'] as const).flatMap((language) =>
    readdirSync(join(ACCEPTED, language)).map((name) => {
      const split = splitFrontMatter(readFileSync(join(ACCEPTED, language, name), 'utf8'));
      if (!('yaml' in split)) throw new Error(`${name}: ${split.message}`);
      // As the pages show it: the compiler sets the typography of its prose fields.
      const frontMatter = typesetProseFields(
        articleFrontMatterSchema,
        articleFrontMatterSchema.parse(parseYaml(split.yaml, name).data),
        language,
      ) as ArticleFrontMatter;
      return { language, slug: basename(name, '.md'), frontMatter };
    }),
  );
}

type HostilePerson = { id: string; person: z.infer<typeof personSchema> };

/** A person as the pages show them: from the hostile people or the project's content/people/, typeset. */
function readPerson(id: string): z.infer<typeof personSchema> {
  const hostile = join(ACCEPTED_PEOPLE, `${id}.yaml`);
  const file = existsSync(hostile) ? hostile : join(PROJECT_ROOT, 'content/people', `${id}.yaml`);
  const person = personSchema.parse(parseYaml(readFileSync(file, 'utf8'), file).data);
  return typesetProseFields(personSchema, person, undefined) as z.infer<typeof personSchema>;
}

/** The author a fixture names. */
function authorOf({ language, frontMatter }: Fixture): { name: string; jobTitle: string } {
  const person = readPerson(frontMatter.author);
  return { name: person.name, jobTitle: person.role[language] };
}

const hostilePeople: HostilePerson[] = readdirSync(ACCEPTED_PEOPLE).map((name) => {
  const id = basename(name, '.yaml');
  return { id, person: readPerson(id) };
});

const fixtures = readFixtures();
let root = '';
let buildSeconds = 0;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hostile-build-'));
  cpSync(PROJECT_ROOT, root, {
    recursive: true,
    filter: (source) => !SKIPPED.has(relative(PROJECT_ROOT, source).split('\\').join('/')),
  });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const { language, slug } of fixtures) {
    cpSync(join(ACCEPTED, language, `${slug}.md`), join(root, 'content/articles', language, `${slug}.md`));
  }
  cpSync(ACCEPTED_PEOPLE, join(root, 'content/people'), { recursive: true });
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe', env: { ...process.env, CI: '1' } });
  buildSeconds = (performance.now() - started) / 1000;
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

function builtPageAt(path: string): { html: string; report: InertHtmlReport } {
  const html = readFileSync(join(root, 'dist', path, 'index.html'), 'utf8');
  return { html, report: scanHtml(html, { fragment: false, ownInlineScripts: new Set(siteInlineScriptHashes()) }) };
}

function builtPage({ language, slug }: Fixture): { html: string; report: InertHtmlReport } {
  return builtPageAt(articlePath({ language, slug }));
}

/** The element the article's rendered Markdown is in. */
function articleBodies(report: InertHtmlReport) {
  return DomUtils.findAll(
    (element) => (element.attribs.class ?? '').split(/\s+/).includes('article-body'),
    report.document.children,
  );
}

function attribute(report: InertHtmlReport, selector: (attribs: Record<string, string>) => boolean, name: string) {
  const elements = DomUtils.getElementsByTagName('meta', report.document.children, true).filter((element) =>
    selector(element.attribs),
  );
  return elements.map((element) => element.attribs[name]);
}

describe('the built pages of the accepted hostile articles', () => {
  it('were built within the time the test allows', () => {
    console.log(`hostile build: ${fixtures.length} hostile articles, site built in ${buildSeconds.toFixed(1)} s`);
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
    expect(buildSeconds).toBeLessThan(180);
  });

  it.each(fixtures)('$language/$slug runs nothing but our own scripts', (fixture) => {
    const { report } = builtPage(fixture);
    expect(report.problems).toEqual([]);
  });

  it.each(fixtures)('$language/$slug has a body with no script, style, frame, form or handler', (fixture) => {
    const { report } = builtPage(fixture);
    const bodies = articleBodies(report);
    expect(bodies).toHaveLength(1);
    // The rendered Markdown inside the element (which itself carries the page's own id, article-body).
    const body = scanNodes(
      bodies.flatMap((element) => element.children),
      { fragment: true },
    );
    expect(body.problems).toEqual([]);
    expect(body.ids.every((id) => !ARTICLE_PAGE_IDS.includes(id) && !REACT_ID.test(id))).toBe(true);
  });

  it.each(fixtures)(
    '$language/$slug keeps one title and its meta tags in the head, with the hostile text as text',
    (fixture) => {
      const { report } = builtPage(fixture);
      const { title, excerpt, keywords } = fixture.frontMatter;
      const author = authorOf(fixture);
      expect(report.titles).toEqual([`${title} | ${siteConfig.brandName}`]);
      const [head] = DomUtils.getElementsByTagName('head', report.document.children, true);
      const titleElement = DomUtils.getElementsByTagName('title', report.document.children, true)[0];
      expect(titleElement?.parent).toBe(head);
      expect(attribute(report, (a) => a.name === 'description', 'content')).toEqual([excerpt]);
      expect(attribute(report, (a) => a.property === 'og:title', 'content')).toEqual([title]);
      expect(attribute(report, (a) => a.name === 'author', 'content')).toEqual([author.name]);
      expect(attribute(report, (a) => a.name === 'keywords', 'content')).toEqual([keywords.join(', ')]);
      expect(attribute(report, (a) => a.property === 'article:tag', 'content')).toEqual(keywords);
      // Every meta tag is in the head: no value broke out of its attribute or out of <head>.
      const metas = DomUtils.getElementsByTagName('meta', report.document.children, true);
      expect(metas.every((meta) => DomUtils.getParent(meta) === head)).toBe(true);
    },
  );

  it.each(fixtures)('$language/$slug has JSON-LD that parses and holds the hostile strings as data', (fixture) => {
    const { report } = builtPage(fixture);
    const { title, excerpt, coverImage } = fixture.frontMatter;
    const author = authorOf(fixture);
    const ldBlocks = report.jsonBlocks.filter((block) => block.type === 'application/ld+json');
    expect(ldBlocks.length).toBeGreaterThanOrEqual(3);
    const articleLd = ldBlocks
      .map((block) => block.data as Record<string, unknown>)
      .find((data) => data['@type'] === 'Article');
    expect(articleLd).toMatchObject({
      headline: title,
      description: excerpt,
      author: { name: author.name, jobTitle: author.jobTitle },
      image: `${siteConfig.origin}${coverImage}`,
    });
    expect(attribute(report, (a) => a.property === 'og:image', 'content')).toEqual([
      `${siteConfig.origin}${coverImage}`,
    ]);
  });

  it.each(fixtures)(
    '$language/$slug has unique ids, and none outside the body that article-page-ids.ts does not list',
    (fixture) => {
      const { report } = builtPage(fixture);
      expect(report.ids.filter((id, index) => report.ids.indexOf(id) !== index)).toEqual([]);
      const [body] = articleBodies(report);
      const bodyIds = new Set(body ? scanNodes([body], { fragment: true }).ids : []);
      const pageIds = report.ids.filter((id) => !bodyIds.has(id));
      expect(pageIds.filter((id) => !ARTICLE_PAGE_IDS.includes(id) && !REACT_ID.test(id))).toEqual([]);
      expect(pageIds).toEqual(expect.arrayContaining(['root', 'main-content', 'mobile-menu']));
    },
  );

  it('gives the headings that would take the layout ids the next free ones', () => {
    const { report } = builtPage(fixtures.find((fixture) => fixture.slug === 'hostile-heading-ids') as Fixture);
    expect(report.ids).toEqual(
      expect.arrayContaining([
        'root-1',
        'main-content-1',
        'mobile-menu-1',
        'related-title-1',
        'main-content-2',
        '_r_0_-1',
      ]),
    );
  });
});

describe('the author pages of the hostile people', () => {
  const pages = hostilePeople.flatMap(({ id, person }) =>
    (['en', 'it'] as const).map((language) => ({
      id,
      person,
      language,
      path: fillPath('authorDetail', language, { slug: id }),
    })),
  );

  it('are built, one per language the person wrote in', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it.each(pages)('$path runs nothing but our own scripts and keeps every meta tag in the head', ({ path }) => {
    const { report } = builtPageAt(path);
    expect(report.problems).toEqual([]);
    const [head] = DomUtils.getElementsByTagName('head', report.document.children, true);
    const metas = DomUtils.getElementsByTagName('meta', report.document.children, true);
    expect(metas.every((meta) => DomUtils.getParent(meta) === head)).toBe(true);
  });

  it.each(pages)(
    '$path shows the name, role and bio as text and holds them as data in its JSON-LD',
    ({ path, person, language }) => {
      const { report } = builtPageAt(path);
      const [heading] = DomUtils.getElementsByTagName('h1', report.document.children, true);
      expect(heading && DomUtils.textContent(heading)).toContain(person.name);
      const text = DomUtils.textContent(report.document.children);
      expect(text).toContain(person.role[language]);
      expect(text).toContain(person.bio[language]);
      const personLd = report.jsonBlocks
        .map((block) => block.data as Record<string, unknown>)
        .find((data) => data['@type'] === 'Person');
      expect(personLd).toMatchObject({ name: person.name, jobTitle: person.role[language] });
    },
  );
});
