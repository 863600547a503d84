import {
  articleFrontMatterSchema,
  type ArticleEntry,
  type ArticleFrontMatter,
  type ArticleSummary,
} from '../../src/content/schemas/article';
import { reservedParamValues } from '../../src/routes/reserved-segments';
import { LANGUAGES } from '../../src/i18n/languages';
import type { ContentIssue } from './issues';
import { readingMinutes } from './markdown';
import { loadMarkdownCollection, type MarkdownCollection, type MarkdownItem } from './markdown-collection';
import type { ContentPaths } from './paths';
import { articleStatus, type ArticleStatus, type Publication } from './publication';
import { redirectFromIssues } from './redirect-from';
import { articleAuthor, unknownPersonIssue, type People } from './people';

/** content/articles/{en,it}/<slug>.md */
export const ARTICLES: MarkdownCollection<typeof articleFrontMatterSchema> = {
  kind: 'markdown',
  folder: 'articles',
  schema: articleFrontMatterSchema,
  noun: 'article',
  reservedSlugs: (language) => reservedParamValues('articleDetail', language),
};

/** An article page's entry but its body, which `readHtml` gives. */
export type LoadedArticle = Omit<ArticleEntry, 'html'>;

/** An article file as the rename check (rename-warnings.ts) needs it, published or not. */
export type ArticleSource = {
  language: ArticleSummary['language'];
  slug: string;
  translationKey: string;
  redirectFrom: readonly string[];
  file: string;
  /** The line of its `slug:`, under which a `redirectFrom:` line goes. */
  slugLine: number;
  /** Why the build leaves it out (a preview lists these); undefined when it is published. */
  status: ArticleStatus;
  date: string;
};

/**
 * Every published article, newest first: a Markdown collection whose items also carry their
 * author (from `people`, for the article's language; an unknown id is an issue), their reading
 * time, their translation (the other language's article with the same translationKey, which
 * must be unique per language) and up to two related articles. Every file is validated; drafts
 * and articles dated after the build date are then left out (publication.ts), before
 * translations and related articles are found, unless `publication` is a preview, which keeps
 * them with their `status`.
 */
export function loadArticles(
  paths: ContentPaths,
  publication: Publication,
  people: People,
): {
  entries: LoadedArticle[];
  /** An entry's rendered body. */
  readHtml: (entry: LoadedArticle) => string;
  issues: ContentIssue[];
  /** Every valid article file with where its fields were written, for the checks across files. */
  items: readonly MarkdownItem<ArticleFrontMatter>[];
  /** Every valid article file, published or not. */
  sources: ArticleSource[];
} {
  const { items, issues } = loadMarkdownCollection(paths, ARTICLES, ['slug', 'translationKey']);
  issues.push(...redirectFromIssues(items, ARTICLES.reservedSlugs));
  const sources = items.map((item): ArticleSource => ({
    language: item.language,
    slug: item.slug,
    translationKey: item.data.translationKey,
    redirectFrom: item.data.redirectFrom ?? [],
    file: item.file,
    status: articleStatus(item.data, publication.buildDate),
    date: item.data.date,
    slugLine: item.document.positionOf(['slug']).line,
  }));
  // Each published article's item by language and slug, which name one article: its body.
  const itemOf = new Map<string, MarkdownItem<ArticleFrontMatter>>();
  const summaries = items
    .flatMap((item) => {
      const person = people.byId.get(item.data.author);
      if (!person) {
        const issue = unknownPersonIssue(people, item.data.author, { ...item, path: ['author'] });
        if (issue) issues.push(issue);
        return [];
      }
      const status = articleStatus(item.data, publication.buildDate);
      if (status !== undefined && publication.mode === 'build') return [];
      // `status` says it for the preview; a build publishes no draft.
      const { draft: _draft, ...data } = item.data;
      const summary = {
        ...data,
        author: articleAuthor(person, item.language),
        language: item.language,
        readTime: item.data.readTime ?? readingMinutes(item.words),
        ...(status === undefined ? {} : { status }),
      } satisfies ArticleSummary;
      itemOf.set(`${item.language}/${item.slug}`, item);
      return [summary];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  // Looked up, not searched for: a search of every article for each is quadratic in their number.
  const byKey = new Map<string, ArticleSummary>();
  for (const summary of summaries) {
    const key = `${summary.language}/${summary.translationKey}`;
    if (!byKey.has(key)) byKey.set(key, summary);
  }
  const newestThree = new Map(
    LANGUAGES.map((language) => [language, summaries.filter((s) => s.language === language).slice(0, 3)]),
  );
  const entries = summaries.map((summary): LoadedArticle => {
    const translation = LANGUAGES.filter((language) => language !== summary.language)
      .map((language) => byKey.get(`${language}/${summary.translationKey}`))
      .find((other) => other !== undefined);
    const related = (newestThree.get(summary.language) ?? [])
      .filter((other) => other.slug !== summary.slug)
      .slice(0, 2);
    return { ...summary, translationSlug: translation?.slug ?? null, related };
  });
  const readHtml = (entry: LoadedArticle) => itemOf.get(`${entry.language}/${entry.slug}`)?.html ?? '';
  return { entries, readHtml, issues, items, sources };
}
