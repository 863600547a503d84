import { describe, expect, it } from 'vitest';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { goodSiteForTest, type FixtureSite } from './__fixtures__/fixture-site';
import { TAGS_KIND } from './article-tags';
import { compileContent } from './compile';
import { contentPaths } from './paths';

const EN_ARTICLE = 'content/articles/en/hello-talvera.md';
const IT_ARTICLE = 'content/articles/it/ciao-talvera.md';

const tag = (slug: string, translationKey = slug) =>
  `  - slug: ${slug}\n    name: ${slug} name\n    description: A sentence about ${slug}, long enough for a search engine to show it.\n    translationKey: ${translationKey}\n`;

/** The good fixture site with a tag list per language and both articles tagged. */
function taggedSite(): FixtureSite {
  const copy = goodSiteForTest();
  copy.write('content/tags/en.yaml', `tags:\n${tag('ai-recruiting')}${tag('staffing-agencies')}`);
  copy.write('content/tags/it.yaml', `tags:\n${tag('ai-nel-recruiting', 'ai-recruiting')}`);
  copy.edit(EN_ARTICLE, '  - testing\n', '  - testing\ntags:\n  - ai-recruiting\n  - staffing-agencies\n');
  copy.edit(IT_ARTICLE, 'keywords:\n', 'tags: [ai-nel-recruiting]\nkeywords:\n');
  return copy;
}

const compileWithTags = (copy: FixtureSite) => compileContent(contentPaths(copy.root), [...FIXTURE_KINDS, TAGS_KIND]);

/** The line of `text`'s first line holding `needle`, 1-based. */
function lineOf(copy: FixtureSite, file: string, needle: string): number {
  const index = copy
    .read(file)
    .split('\n')
    .findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${file} has no ${needle}`);
  return index + 1;
}

describe('article tags', () => {
  it('compile when every article names tags of its language, and the lists become modules', () => {
    const result = compileWithTags(taggedSite());
    expect(result.issues).toEqual([]);
    expect(result.files.get('tags/it.ts')).toContain('"ai-nel-recruiting"');
    expect(result.files.get('articles/summaries.ts')).toContain('"staffing-agencies"');
  });

  it('refuse a misspelt tag on its own line, naming the field and listing the tags of the language', () => {
    const copy = taggedSite();
    copy.edit(EN_ARTICLE, '  - staffing-agencies\n', '  - staffing-agency\n');
    const issues = compileWithTags(copy).issues;
    expect(issues).toEqual([
      {
        file: EN_ARTICLE,
        line: lineOf(copy, EN_ARTICLE, 'staffing-agency'),
        column: 5,
        field: 'tags.1',
        message:
          'expected one of the en tags in content/tags/en.yaml: ai-recruiting, staffing-agencies; found "staffing-agency"',
      },
    ]);
  });

  it("refuse another language's tag: each article chooses from its own language's list", () => {
    const copy = taggedSite();
    copy.edit(IT_ARTICLE, 'tags: [ai-nel-recruiting]', 'tags: [ai-recruiting]');
    const [issue, ...others] = compileWithTags(copy).issues;
    expect(others).toEqual([]);
    expect(issue).toMatchObject({ file: IT_ARTICLE, field: 'tags.0', line: lineOf(copy, IT_ARTICLE, 'tags:') });
    expect(issue?.message).toContain('the it tags in content/tags/it.yaml: ai-nel-recruiting;');
  });

  it('ask an article of a language with a list for its tags, and refuse a tag named twice or more than five', () => {
    const copy = taggedSite();
    copy.edit(IT_ARTICLE, 'tags: [ai-nel-recruiting]\n', '');
    copy.edit(EN_ARTICLE, '  - staffing-agencies\n', '  - ai-recruiting\n');
    const issues = compileWithTags(copy).issues;
    expect(issues.map(({ file, field }) => `${file} ${field}`)).toEqual([`${EN_ARTICLE} tags.1`, `${IT_ARTICLE} tags`]);
    expect(issues[0]?.message).toBe('expected each tag once, found "ai-recruiting" again');
    expect(issues[1]?.message).toMatch(
      /^expected a list of 1 to 5 of the it tags .*found nothing \(the field is missing\)$/,
    );

    copy.edit(IT_ARTICLE, 'keywords:\n', `tags: [${Array(6).fill('ai-nel-recruiting').join(', ')}]\nkeywords:\n`);
    expect(compileWithTags(copy).issues.find((issue) => issue.file === IT_ARTICLE)).toMatchObject({
      field: 'tags',
      message: 'expected at most 5 tags, found a list of 6',
    });
  });

  it('are not checked where no tag list is registered (the fixture registry has none)', () => {
    const copy = taggedSite();
    copy.edit(EN_ARTICLE, '  - staffing-agencies\n', '  - anything\n');
    expect(copy.compile().issues).toEqual([]);
  });
});

describe('the tag list', () => {
  it('refuses a slug or a translationKey used twice, on the repeated line', () => {
    const copy = taggedSite();
    copy.write(
      'content/tags/en.yaml',
      `tags:\n${tag('ai-recruiting')}${tag('staffing-agencies')}${tag('ai-recruiting', 'other')}${tag('cv-screening', 'staffing-agencies')}`,
    );
    const issues = compileWithTags(copy).issues.filter((issue) => issue.file === 'content/tags/en.yaml');
    expect(issues.map(({ line, field, message }) => ({ line, field, message }))).toEqual([
      { line: 10, field: 'tags.2.slug', message: 'expected a slug used once in the list, found "ai-recruiting"' },
      {
        line: 17,
        field: 'tags.3.translationKey',
        message: 'expected a translationKey used once in the list, found "staffing-agencies"',
      },
    ]);
  });

  it('refuses an empty list, and checks no article against a list that is not valid', () => {
    const copy = taggedSite();
    copy.write('content/tags/en.yaml', 'tags: []\n');
    const issues = compileWithTags(copy).issues;
    expect(issues).toEqual([expect.objectContaining({ file: 'content/tags/en.yaml', field: 'tags' })]);
  });
});
