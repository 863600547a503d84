import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/i18n/languages';
import { articlePath } from '../../../src/pages/article/article-path';
import { loadArticles } from '../../content/articles';
import { compileContent } from '../../content/compile';
import { buildDate } from '../../content/publication';
import { contentPaths } from '../../content/paths';
import { loadPeople } from '../../content/people';
import { PROJECT_ROOT } from '../../../tests/support/project-copy';
import { fillArticles, generateArticles, readArticleTemplates } from '.';

const CONTENT = join(PROJECT_ROOT, 'content');
const templates = readArticleTemplates(CONTENT);
const copies: string[] = [];

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A temporary project root holding a copy of content/ (public/ stays the project's, read only). */
function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'generated-articles-'));
  copies.push(root);
  cpSync(CONTENT, join(root, 'content'), { recursive: true });
  return root;
}

const ownArticles = (language: string) => readdirSync(join(CONTENT, 'articles', language)).length;

describe('generateArticles', () => {
  const articles = generateArticles(40, templates);

  it('writes the count asked in every language, each key once per language', () => {
    for (const language of LANGUAGES) {
      const keys = articles.filter((article) => article.language === language).map((article) => article.translationKey);
      expect(keys).toHaveLength(40);
      expect(new Set(keys).size).toBe(40);
    }
    const keysOf = (language: string) =>
      articles.filter((article) => article.language === language).map((article) => article.translationKey);
    expect(keysOf('it')).toEqual(keysOf('en'));
  });

  it('gives unique slugs that are not reserved words', () => {
    const slugs = articles.map((article) => `${article.language}/${article.slug}`);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(articles.map((article) => article.slug)).not.toContain('page');
    expect(articles.map((article) => article.slug)).not.toContain('pagina');
  });

  it('links only to articles it generates, in the same language', () => {
    for (const language of LANGUAGES) {
      const inLanguage = articles.filter((article) => article.language === language);
      const paths = new Set(inLanguage.map((article) => articlePath(article)));
      const links = inLanguage.flatMap(({ markdown }) =>
        [...markdown.matchAll(/\]\((\/[^)]+)\)/g)].map((match) => match[1] ?? ''),
      );
      expect(links.length).toBeGreaterThan(inLanguage.length);
      expect(links.filter((link) => !paths.has(link))).toEqual([]);
    }
  });

  it('is the same for the same seed and different for another', () => {
    expect(generateArticles(3, templates)).toEqual(generateArticles(3, templates));
    expect(generateArticles(3, templates, 7)).not.toEqual(generateArticles(3, templates));
  });
});

describe('fillArticles', () => {
  it('tops each language up to N articles that the content compiler accepts and pairs', () => {
    const root = copyOfContent();
    const paths = contentPaths(root, join(root, 'content'), join(PROJECT_ROOT, 'public'));
    expect(fillArticles(paths.contentDir, 6)).toHaveLength(
      LANGUAGES.length * (6 - Math.max(...LANGUAGES.map(ownArticles))),
    );

    expect(compileContent(paths).issues).toEqual([]);
    const { entries } = loadArticles(paths, { mode: 'build', buildDate: buildDate() }, loadPeople(paths).people);
    for (const language of LANGUAGES) {
      expect(entries.filter((entry) => entry.language === language)).toHaveLength(6);
    }
    const generated = entries.filter((entry) => entry.translationKey.startsWith('art-'));
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.every((entry) => entry.translationSlug !== null)).toBe(true);
  }, 30_000);

  it('keeps the project as it is at N = its own count and refuses fewer', () => {
    const root = copyOfContent();
    const own = Math.max(...LANGUAGES.map(ownArticles));
    expect(fillArticles(join(root, 'content'), own)).toEqual([]);
    expect(() => fillArticles(join(root, 'content'), own - 1)).toThrow(/already has/);
  });
});
