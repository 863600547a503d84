import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArticleEntry, ArticleSummary } from '../../src/content/schemas/article';
import { goodSiteForTest, GOOD_SITE, type FixtureSite } from './__fixtures__/fixture-site';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { compileContent, type CompileResult } from './compile';
import { formatIssue } from './issues';
import { contentPaths } from './paths';
import { articleStatus, buildDate, romeDate, type Publication } from './publication';
import { generatedArticle } from './__fixtures__/article-data';

const EN_ARTICLE = 'content/articles/en/hello-talvera.md';
const IT_ARTICLE = 'content/articles/it/ciao-talvera.md';

const site = goodSiteForTest;

/** Adds an English article like the fixture's as it comes (whatever a test did to the copy's), with its own slug, translationKey, date and extra front matter lines. */
function addEnglishArticle(fixture: FixtureSite, slug: string, date: string, extra = ''): string {
  const file = `content/articles/en/${slug}.md`;
  const text = readFileSync(join(GOOD_SITE, EN_ARTICLE), 'utf8')
    .replace('slug: hello-talvera\n', `slug: ${slug}\n${extra}`)
    .replace('translationKey: hello', `translationKey: ${slug}`)
    .replace('date: 2026-09-15', `date: ${date}`);
  fixture.write(file, text);
  return file;
}

function compile(fixture: FixtureSite, publication: Publication): CompileResult {
  return compileContent(contentPaths(fixture.root), FIXTURE_KINDS, { publication });
}

function summaries(result: CompileResult): ArticleSummary[] {
  const text = result.files.get('articles/summaries.ts') ?? '';
  const match = /const data(?:: [^=]+)? = ([\s\S]*);\n\nexport default data;\n$/.exec(text);
  return JSON.parse(match?.[1] ?? '[]') as ArticleSummary[];
}

const published = (result: CompileResult) => summaries(result).map(({ language, slug }) => `${language}/${slug}`);

function entry(result: CompileResult, language: string, slug: string): ArticleEntry {
  return (generatedArticle(result.files, language, slug) ?? null) as ArticleEntry;
}

const build = (date: string): Publication => ({ mode: 'build', buildDate: date });
const preview = (date: string): Publication => ({ mode: 'preview', buildDate: date });

describe('buildDate', () => {
  it('is the calendar day in Rome, which starts before midnight UTC', () => {
    expect(romeDate(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(romeDate(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
    // Summer time: Rome is two hours ahead.
    expect(romeDate(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
    expect(romeDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('is today in Rome unless SITE_BUILD_DATE sets it', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(buildDate({}, now)).toBe('2026-03-10');
    expect(buildDate({ SITE_BUILD_DATE: '' }, now)).toBe('2026-03-10');
    expect(buildDate({ SITE_BUILD_DATE: '2030-01-31' }, now)).toBe('2030-01-31');
  });

  it('refuses a SITE_BUILD_DATE that is no real YYYY-MM-DD date, naming the variable', () => {
    for (const value of ['2026-02-30', '31/01/2030', '2026-1-5', 'tomorrow', '2026-01-05T00:00']) {
      expect(() => buildDate({ SITE_BUILD_DATE: value })).toThrow(
        `SITE_BUILD_DATE: expected a real calendar date written YYYY-MM-DD (e.g. 2026-09-15), found ${JSON.stringify(value)}`,
      );
    }
  });
});

describe('articleStatus', () => {
  it('publishes an article on its date, schedules it the day before, and keeps a draft a draft', () => {
    expect(articleStatus({ date: '2026-09-15' }, '2026-09-14')).toBe('scheduled');
    expect(articleStatus({ date: '2026-09-15' }, '2026-09-15')).toBeUndefined();
    expect(articleStatus({ date: '2026-09-15' }, '2026-09-16')).toBeUndefined();
    expect(articleStatus({ date: '2026-09-15', draft: false }, '2026-09-16')).toBeUndefined();
    expect(articleStatus({ date: '2026-09-15', draft: true }, '2027-01-01')).toBe('draft');
    expect(articleStatus({ date: '2030-01-01', draft: true }, '2027-01-01')).toBe('draft');
  });
});

describe('drafts and scheduled articles', () => {
  it('are validated like any other article', () => {
    const fixture = site();
    const file = addEnglishArticle(fixture, 'not-yet', '2026-09-20', 'draft: yes please\n');
    expect(compile(fixture, build('2026-12-01')).issues.map(({ file: at, field }) => `${at} ${field}`)).toEqual([
      `${file} draft`,
    ]);
  });

  it('leave the build: no module, no summary, no translation link for the one published alone, no related article', () => {
    const fixture = site();
    fixture.edit(EN_ARTICLE, 'slug: hello-talvera\n', 'slug: hello-talvera\ndraft: true\n');
    addEnglishArticle(fixture, 'second', '2026-09-01');
    addEnglishArticle(fixture, 'later', '2026-10-01', 'draft: false\n');
    const result = compile(fixture, build('2026-12-01'));
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(published(result)).toEqual(['en/later', 'it/ciao-talvera', 'en/second']);
    expect(generatedArticle(result.files, 'en', 'hello-talvera')).toBeUndefined();
    expect(result.files.get('articles/index.ts')).not.toContain('hello-talvera');
    expect(entry(result, 'it', 'ciao-talvera').translationSlug).toBeNull();
    expect(entry(result, 'en', 'later').related.map(({ slug }) => slug)).toEqual(['second']);
    expect(summaries(result).every((summary) => summary.status === undefined)).toBe(true);
  });

  it('are left out until the build date reaches their date, and published on that day', () => {
    const fixture = site();
    addEnglishArticle(fixture, 'next-week', '2026-12-08');
    expect(published(compile(fixture, build('2026-12-07')))).not.toContain('en/next-week');
    expect(published(compile(fixture, build('2026-12-08')))).toContain('en/next-week');
  });

  it('follow SITE_BUILD_DATE when the compile is given no build date', () => {
    const fixture = site();
    addEnglishArticle(fixture, 'next-week', '2026-12-08');
    const saved = process.env.SITE_BUILD_DATE;
    try {
      process.env.SITE_BUILD_DATE = '2026-12-07';
      expect(published(compileContent(contentPaths(fixture.root), FIXTURE_KINDS))).not.toContain('en/next-week');
      process.env.SITE_BUILD_DATE = '2026-12-08';
      expect(published(compileContent(contentPaths(fixture.root), FIXTURE_KINDS))).toContain('en/next-week');
    } finally {
      if (saved === undefined) delete process.env.SITE_BUILD_DATE;
      else process.env.SITE_BUILD_DATE = saved;
    }
  });

  it('are kept by the preview, each marked with why the build leaves it out', () => {
    const fixture = site();
    fixture.edit(EN_ARTICLE, 'slug: hello-talvera\n', 'slug: hello-talvera\ndraft: true\n');
    addEnglishArticle(fixture, 'next-week', '2026-12-08');
    const result = compile(fixture, preview('2026-12-07'));
    expect(result.issues.map(formatIssue)).toEqual([]);
    const status = Object.fromEntries(
      summaries(result).map((summary) => [summary.slug, summary.status ?? 'published']),
    );
    expect(status).toEqual({ 'hello-talvera': 'draft', 'next-week': 'scheduled', 'ciao-talvera': 'published' });
    expect(entry(result, 'en', 'hello-talvera').status).toBe('draft');
    expect(entry(result, 'it', 'ciao-talvera').translationSlug).toBe('hello-talvera');
  });
});

describe('redirectFrom', () => {
  const placesOf = (result: CompileResult) => result.issues.map(({ file, line, field }) => `${file}:${line} ${field}`);

  it('accepts earlier slugs and refuses anything that is no slug', () => {
    const fixture = site();
    fixture.edit(EN_ARTICLE, 'slug: hello-talvera\n', 'slug: hello-talvera\nredirectFrom: [hello, Old_Name]\n');
    expect(placesOf(compile(fixture, build('2026-12-01')))).toEqual([`${EN_ARTICLE}:4 redirectFrom.1`]);
  });

  it('refuses an earlier slug that is an article of the language now, the article’s own included, or a draft', () => {
    const fixture = site();
    const draft = addEnglishArticle(fixture, 'coming-soon', '2026-09-01', 'draft: true\n');
    fixture.edit(
      EN_ARTICLE,
      'slug: hello-talvera\n',
      'slug: hello-talvera\nredirectFrom:\n  - coming-soon\n  - hello-talvera\n  - ciao-talvera\n',
    );
    const result = compile(fixture, build('2026-12-01'));
    // ciao-talvera is an Italian slug: in English it is free.
    expect(placesOf(result)).toEqual([`${EN_ARTICLE}:5 redirectFrom.0`, `${EN_ARTICLE}:6 redirectFrom.1`]);
    expect(result.issues[0]?.message).toContain(`the slug of ${draft}`);
    expect(result.issues[1]?.message).toContain('this article’s own slug');
  });

  it('refuses a word the list’s own addresses use', () => {
    const fixture = site();
    fixture.edit(IT_ARTICLE, 'slug: ciao-talvera\n', 'slug: ciao-talvera\nredirectFrom: [pagina]\n');
    expect(placesOf(compile(fixture, build('2026-12-01')))).toEqual([`${IT_ARTICLE}:4 redirectFrom.0`]);
  });

  it('refuses two articles of a language claiming one earlier slug, naming the other file', () => {
    const fixture = site();
    fixture.edit(EN_ARTICLE, 'slug: hello-talvera\n', 'slug: hello-talvera\nredirectFrom: [old-hello]\n');
    const second = addEnglishArticle(fixture, 'second', '2026-09-01', 'redirectFrom: [old-hello]\n');
    // The Italian article may claim the same word: its address is another.
    fixture.edit(IT_ARTICLE, 'slug: ciao-talvera\n', 'slug: ciao-talvera\nredirectFrom: [old-hello]\n');
    const result = compile(fixture, build('2026-12-01'));
    expect(placesOf(result)).toEqual([`${second}:4 redirectFrom.0`]);
    expect(result.issues[0]?.message).toContain(`also in the redirectFrom of ${EN_ARTICLE}`);
  });
});
