import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/languages';
import type { SiteRoute } from '../../src/routes/route-list';
import { sitemapXml } from '../postbuild/seo-files';
import type { ArticleSource } from './articles';
import {
  formatRenameWarning,
  githubRenameWarning,
  previousSitemap,
  readSitemap,
  renameWarnings,
  suggestedLine,
} from './rename-warnings';

const articlePath = (language: Language, slug: string) =>
  language === 'en' ? `/en/articles/${slug}/` : `/it/articoli/${slug}/`;

/** The last build's sitemap, written as the build writes it, with one article pair and the list pages. */
function lastSitemap(en: string, it: string): string {
  const alternates = { en: articlePath('en', en), it: articlePath('it', it) };
  const routes: SiteRoute[] = [
    {
      pageId: 'articles',
      language: 'en',
      params: {},
      path: '/en/articles/',
      alternates: { en: '/en/articles/', it: '/it/articoli/' },
    },
    { pageId: 'articleDetail', language: 'en', params: { slug: en }, path: alternates.en, alternates },
    { pageId: 'articleDetail', language: 'it', params: { slug: it }, path: alternates.it, alternates },
  ];
  return sitemapXml(routes);
}

function source(language: Language, slug: string, translationKey: string, redirectFrom: string[] = []): ArticleSource {
  return {
    language,
    slug,
    translationKey,
    redirectFrom,
    file: `content/articles/${language}/${slug}.md`,
    slugLine: 3,
    status: undefined,
    date: '2026-01-01',
  };
}

describe('readSitemap', () => {
  it('reads each address and its language alternates as site paths', () => {
    expect(readSitemap(lastSitemap('old-en', 'vecchio-it'))).toEqual([
      { path: '/en/articles/', alternates: { en: '/en/articles/', it: '/it/articoli/' } },
      { path: '/en/articles/old-en/', alternates: { en: '/en/articles/old-en/', it: '/it/articoli/vecchio-it/' } },
      { path: '/it/articoli/vecchio-it/', alternates: { en: '/en/articles/old-en/', it: '/it/articoli/vecchio-it/' } },
    ]);
  });
});

describe('renameWarnings', () => {
  const sitemap = readSitemap(lastSitemap('old-en', 'vecchio-it'));

  it('says nothing when every published article address still exists or is redirected', () => {
    expect(renameWarnings(sitemap, [source('en', 'old-en', 'k'), source('it', 'vecchio-it', 'k')])).toEqual([]);
    expect(
      renameWarnings(sitemap, [source('en', 'new-en', 'k', ['old-en']), source('it', 'nuovo-it', 'k', ['vecchio-it'])]),
    ).toEqual([]);
  });

  it('names the file now holding a renamed article, through its translation, and the line to add', () => {
    const holder = source('en', 'new-en', 'k');
    const warnings = renameWarnings(sitemap, [holder, source('it', 'vecchio-it', 'k')]);
    expect(warnings).toEqual([{ oldPath: '/en/articles/old-en/', language: 'en', oldSlug: 'old-en', holder }]);
    const [warning] = warnings;
    if (!warning) throw new Error('no warning');
    expect(suggestedLine(warning)).toBe('redirectFrom: [old-en]');
    expect(formatRenameWarning(warning)).toBe(
      "content/articles/en/new-en.md:3 warning: /en/articles/old-en/ was published by the last build and is no article's address now; if this article is the one renamed, add `redirectFrom: [old-en]` below its slug, so the old address redirects (301) to it",
    );
    expect(githubRenameWarning(warning)).toMatch(
      /^::warning file=content\/articles\/en\/new-en\.md,line=3::\/en\/articles\/old-en\/ was published by the last build/,
    );
  });

  it('finds the holder when both languages were renamed and only the translation lists its old slug', () => {
    const holder = source('en', 'new-en', 'k', ['older-en']);
    const [warning] = renameWarnings(sitemap, [holder, source('it', 'nuovo-it', 'k', ['vecchio-it'])]);
    expect(warning?.holder).toBe(holder);
    if (warning) expect(suggestedLine(warning)).toBe('redirectFrom: [older-en, old-en]');
  });

  it('names the missing address alone when no translation leads to a file', () => {
    const warnings = renameWarnings(sitemap, [source('en', 'new-en', 'k'), source('it', 'nuovo-it', 'k')]);
    expect(warnings.map(formatRenameWarning)).toEqual([
      "content/articles/en warning: /en/articles/old-en/ was published by the last build and is no article's address now; no en article lists it in redirectFrom; add `redirectFrom: [old-en]` to the front matter of the article that replaces it, so the old address redirects (301) to it",
      "content/articles/it warning: /it/articoli/vecchio-it/ was published by the last build and is no article's address now; no it article lists it in redirectFrom; add `redirectFrom: [vecchio-it]` to the front matter of the article that replaces it, so the old address redirects (301) to it",
    ]);
  });

  it('takes an article now a draft or scheduled as still there (its file keeps the slug)', () => {
    // Sources hold every valid file, published or not: an article withdrawn was not renamed.
    expect(renameWarnings(sitemap, [source('en', 'old-en', 'k'), source('it', 'vecchio-it', 'k')])).toEqual([]);
  });
});

describe('previousSitemap', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('reads PREVIOUS_SITEMAP when set, else dist/sitemap.xml, and nothing when there is none', () => {
    const root = mkdtempSync(join(tmpdir(), 'rename-warnings-'));
    folders.push(root);
    expect(previousSitemap(root, {})).toBeUndefined();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'sitemap.xml'), 'local');
    writeFileSync(join(root, 'live.xml'), 'live');
    expect(previousSitemap(root, {})).toBe('local');
    expect(previousSitemap(root, { PREVIOUS_SITEMAP: join(root, 'live.xml') })).toBe('live');
  });
});
