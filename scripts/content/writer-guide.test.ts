import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument, type YAMLMap } from 'yaml';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import {
  articleFrontMatter,
  blockItems,
  changeDocument,
  findList,
  isWritersPath,
  pagesTheStepsAdd,
  readGuideBlocks,
  type GuideBlock,
} from './writer-guide.test-support';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const blocks = readGuideBlocks(readFileSync(join(PROJECT_ROOT, 'content/README.md'), 'utf8'));

const creates = (pattern: RegExp) => (block: GuideBlock) => block.action === 'create' && pattern.test(block.path);
const appends = (path: string, at: string) => (block: GuideBlock) =>
  block.action === 'append' && block.path === path && block.at === at;

/** What issue 27 asks the guide to show, step by step, in both languages where a page has two. */
const REQUIRED: [string, (block: GuideBlock) => boolean][] = [
  ...LANGUAGES.flatMap((language): [string, (block: GuideBlock) => boolean][] => [
    [`an industry page (${language})`, creates(new RegExp(`^content/industries/${language}/[^/]+\\.yaml$`))],
    [`a feature page (${language})`, creates(new RegExp(`^content/features/${language}/[^/]+\\.yaml$`))],
    [`an article (${language})`, creates(new RegExp(`^content/articles/${language}/[^/]+\\.md$`))],
    [`a tag (${language})`, appends(`content/tags/${language}.yaml`, 'tags')],
    [
      `a question on the case studies page (${language})`,
      appends(`content/case-studies/${language}.yaml`, 'faq.items'),
    ],
    [`a testimonial (${language})`, appends(`content/testimonials/${language}.yaml`, 'testimonials')],
    [`a team member on the team page (${language})`, appends(`content/team/${language}.yaml`, 'leadership.members')],
  ]),
  ['a case study', appends('content/case-studies/cases.yaml', 'cases')],
  ['an integration', appends('content/integrations/integrations.yaml', 'integrations')],
  ['a customer logo', appends('content/logos.yaml', 'customers')],
  ["a team member's file", creates(/^content\/people\/[^/]+\.yaml$/)],
  // Issue 29: an article's figure, and the examples' rows of figures, are claims.
  ['a claim (a figure)', appends('content/claims.yaml', 'claims')],
];

const readProjectYaml = (path: string) => parseDocument(readFileSync(join(PROJECT_ROOT, path), 'utf8'));
const createdFiles = new Set(blocks.filter((block) => block.action === 'create').map((block) => block.path));

describe('the writer guide (content/README.md)', () => {
  it.each(REQUIRED)('has a marked step for %s', (_kind, matches) => {
    expect(blocks.filter(matches).length).toBeGreaterThan(0);
  });

  it.each(blocks)('line $line: $action $path writes only under content/ or public/', (block) => {
    expect(isWritersPath(block.path)).toBe(true);
  });

  it.each(blocks)('line $line: $action $path fits the project as it is', (block) => {
    if (block.action === 'create') {
      expect(existsSync(join(PROJECT_ROOT, block.path)), `${block.path} exists already`).toBe(false);
      if (block.path.endsWith('.yaml')) expect(parseDocument(block.text).errors).toEqual([]);
      if (block.path.endsWith('.md')) expect(articleFrontMatter(block)).toHaveProperty('slug');
      if (block.path.endsWith('.svg'))
        expect(block.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    } else if (block.action === 'append') {
      expect(() => findList(readProjectYaml(block.path), block.at ?? '')).not.toThrow();
      expect(blockItems(block).length).toBeGreaterThan(0);
    } else {
      expect(() => {
        changeDocument(readProjectYaml(block.path), block);
      }).not.toThrow();
    }
  });

  it('names only pictures that are in public/ or that a step creates', () => {
    // Commented-out lines of a YAML example (`# illustration: …`) are suggestions, not pictures.
    const live = (block: GuideBlock) => block.text.replace(/^\s*#.*$/gm, '');
    const pictures = blocks.flatMap((block) =>
      [...live(block).matchAll(/(?<![\w/])\/images\/[\w./-]+\.\w+/g)].map((match) => match[0]),
    );
    const missing = pictures.filter(
      (picture) => !existsSync(join(PROJECT_ROOT, 'public', picture)) && !createdFiles.has(`public${picture}`),
    );
    expect(pictures.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('links each new industry and feature page from its overview, in each language', () => {
    const overviews = { industries: 'recruiting-software', features: 'features-overview' } as const;
    for (const [folder, overview] of Object.entries(overviews))
      for (const language of LANGUAGES) {
        const pages = blocks.filter(creates(new RegExp(`^content/${folder}/${language}/`)));
        const linked = blocks
          .filter((block) => block.action === 'append' && block.path === `content/${overview}/${language}.yaml`)
          .flatMap((block) =>
            blockItems(block).map((item) => (item as YAMLMap).toJSON() as { link?: { key?: string } }),
          )
          .map((card) => card.link?.key);
        for (const page of pages)
          expect(linked, `${page.path} is linked from ${overview}/${language}.yaml`).toContain(
            String(parseDocument(page.text).get('translationKey')),
          );
      }
  });

  it("tags each new article with the guide's new tag of its language", () => {
    for (const language of LANGUAGES) {
      const tags = blocks
        .filter(appends(`content/tags/${language}.yaml`, 'tags'))
        .flatMap((block) => blockItems(block).map((item) => String((item as YAMLMap).get('slug'))));
      for (const article of blocks.filter(creates(new RegExp(`^content/articles/${language}/`))))
        expect(articleFrontMatter(article).tags).toEqual(expect.arrayContaining([expect.toBeOneOf(tags)]));
    }
  });

  it('adds, as the slow test checks in the build, the pages of each family it touches', () => {
    const pages = pagesTheStepsAdd(blocks);
    // Two industry, feature, case study, article, tag and author pages each.
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages.every((page) => /^\/(en|it)\/.+\/$/.test(page))).toBe(true);
  });
});

describe('readGuideBlocks', () => {
  it('reads a mark, its fenced block and its list path', () => {
    const [block] = readGuideBlocks(
      'Text\n\n<!-- writer-test: append content/tags/en.yaml at sections[eyebrow=A b].cards -->\n```yaml\n  - a\n```\n',
    );
    expect(block).toEqual({
      action: 'append',
      path: 'content/tags/en.yaml',
      at: 'sections[eyebrow=A b].cards',
      text: '  - a\n',
      line: 3,
    });
  });

  it('refuses a mark without a code block, an append without a place and a mark it cannot read', () => {
    expect(() => readGuideBlocks('<!-- writer-test: create content/a.yaml -->\nText\n')).toThrow(/not followed/);
    expect(() => readGuideBlocks('<!-- writer-test: append content/a.yaml -->\n```\n- a\n```\n')).toThrow(/says where/);
    expect(() => readGuideBlocks('<!-- writer-test: copy content/a.yaml -->\n```\n```\n')).toThrow(/cannot read/);
  });
});

describe('isWritersPath', () => {
  it('accepts content/ and public/ only, and no way out of them', () => {
    expect(isWritersPath('content/tags/en.yaml')).toBe(true);
    expect(isWritersPath('public/images/team/a.svg')).toBe(true);
    expect(isWritersPath('src/config.ts')).toBe(false);
    expect(isWritersPath('content/../src/config.ts')).toBe(false);
    expect(isWritersPath('public/images/_/a.avif')).toBe(false);
  });
});
