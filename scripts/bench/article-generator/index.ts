/**
 * Realistic paired articles for benchmarks: N per language, in the project's front-matter
 * format, with bodies made like the Astro peer's (`shared/bench/peer-astro/gen.mjs`, ported here
 * so a fresh clone needs nothing outside the repository). Only ever written into a copy of the
 * project: see project-copy.ts.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { articleFrontMatterSchema, type ArticleFrontMatter } from '../../../src/content/schemas/article';
import { LANGUAGES, type Language } from '../../../src/i18n/languages';
import { articlePath } from '../../../src/pages/article/article-path';
import { articleBody, type LinkTarget } from './article-body';
import { hashSeed, seededRandom } from './seeded-random';
import { VOCABULARIES } from './vocabulary';

/** The Astro peer's default seed: with it, the bodies are the ones the peer builds. */
export const DEFAULT_SEED = 42;

/** What every generated article copies from a real one: files and tags that exist, in each language. */
export type ArticleTemplate = Pick<ArticleFrontMatter, 'author' | 'coverImage' | 'coverAlt' | 'tags'>;

export type GeneratedArticle = { language: Language; slug: string; translationKey: string; markdown: string };

type Heading = {
  translationKey: string;
  date: string;
  topics: [number, number];
  titles: Record<Language, LinkTarget & { slug: string }>;
};

const DAY_MS = 86_400_000;
const FIRST_DATE = Date.UTC(2020, 0, 1);

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Title, slug, date and topics of article `index`, known before any body so bodies can link to every article. */
function heading(seed: number, index: number): Heading {
  const random = seededRandom(hashSeed(seed, 'meta', index));
  const title = random.int(0, 5);
  const first = random.int(0, 23);
  let second = random.int(0, 22);
  if (second >= first) second++;
  const date = new Date(FIRST_DATE + random.int(0, 5 * 365) * DAY_MS).toISOString().slice(0, 10);
  const titles = Object.fromEntries(
    LANGUAGES.map((language) => {
      const { titles: templates, topics } = VOCABULARIES[language];
      const text = templates[title]?.(topics[first] ?? '', topics[second] ?? '') ?? '';
      // The number at the end keeps slugs unique and never a reserved word (`page`, `pagina`).
      const slug = `${slugify(text)}-${index}`;
      return [language, { title: text, slug, path: articlePath({ language, slug }) }];
    }),
  ) as Heading['titles'];
  return { translationKey: `art-${String(index).padStart(5, '0')}`, date, topics: [first, second], titles };
}

/** The first sentence of a body without its Markdown, for the excerpt. */
function firstSentence(body: string): string {
  const plain = (body.split('\n')[0] ?? '').replace(/[*`[\]]|\([^)]*\)/g, '');
  return (plain.split(/(?<=[.?])\s/)[0] ?? '').slice(0, 160).trim();
}

/**
 * `count` articles in every language, paired by translationKey, deterministic for a seed. Author
 * and cover come from `templates`, so they point at files the project has.
 */
export function generateArticles(
  count: number,
  templates: Record<Language, ArticleTemplate>,
  seed = DEFAULT_SEED,
): GeneratedArticle[] {
  const headings = Array.from({ length: count }, (_, position) => heading(seed, position + 1));
  return headings.flatMap((meta, position) => {
    const index = position + 1;
    return LANGUAGES.map((language): GeneratedArticle => {
      const linkTargets = headings.map((other) => other.titles[language]);
      const { body, words } = articleBody({ seed, index, language, linkTargets });
      const { topics } = VOCABULARIES[language];
      const keywordRandom = seededRandom(hashSeed(seed, 'kw', index, language));
      const extraKeywords = Array.from({ length: keywordRandom.int(1, 3) }, () => keywordRandom.pick(topics));
      const { title, slug } = meta.titles[language];
      const frontMatter: ArticleFrontMatter = {
        title,
        slug,
        translationKey: meta.translationKey,
        excerpt: firstSentence(body),
        date: meta.date,
        ...templates[language],
        keywords: [...new Set([topics[meta.topics[0]] ?? '', topics[meta.topics[1]] ?? '', ...extraKeywords])],
        readTime: Math.max(1, Math.ceil(words / 200)),
      };
      return {
        language,
        slug,
        translationKey: meta.translationKey,
        markdown: `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${body}`,
      };
    });
  });
}

/** The Markdown files of a folder, sorted, by their full paths. */
export const markdownFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(folder, name));

function readFrontMatter(file: string): ArticleFrontMatter {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(readFileSync(file, 'utf8'))?.[1];
  if (yaml === undefined) throw new Error(`${file}: no front matter between --- lines`);
  return articleFrontMatterSchema.parse(parse(yaml));
}

/**
 * Author, cover and tags of the project's first English article and of its translation (or of the
 * English one where it has none), read from `contentDir`: files and tags the project has.
 */
export function readArticleTemplates(contentDir: string): Record<Language, ArticleTemplate> {
  const articles = LANGUAGES.flatMap((language) =>
    markdownFiles(join(contentDir, 'articles', language)).map((file) => ({ language, ...readFrontMatter(file) })),
  );
  const first = articles[0];
  if (first === undefined) throw new Error(`no article in ${contentDir}/articles/ to take an author and a cover from`);
  const template = (language: Language): ArticleTemplate => {
    const { author, coverImage, coverAlt, tags } =
      articles.find((article) => article.language === language && article.translationKey === first.translationKey) ??
      first;
    return { author, coverImage, coverAlt, ...(tags === undefined ? {} : { tags }) };
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, template(language)])) as Record<
    Language,
    ArticleTemplate
  >;
}

/**
 * Adds generated articles to `contentDir/articles/` until every language has `perLanguage`
 * (the project's own articles count). Refuses to overwrite a file. Returns the files it wrote.
 */
export function fillArticles(contentDir: string, perLanguage: number, seed = DEFAULT_SEED): string[] {
  const own = Math.max(...LANGUAGES.map((language) => markdownFiles(join(contentDir, 'articles', language)).length));
  if (perLanguage < own)
    throw new Error(`${perLanguage} articles per language asked, but the project already has ${own}`);
  const articles = generateArticles(perLanguage - own, readArticleTemplates(contentDir), seed);
  for (const language of LANGUAGES) mkdirSync(join(contentDir, 'articles', language), { recursive: true });
  return articles.map(({ language, slug, markdown }) => {
    const file = join(contentDir, 'articles', language, `${slug}.md`);
    writeFileSync(file, markdown, { flag: 'wx' });
    return file;
  });
}
