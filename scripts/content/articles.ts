import { basename } from 'node:path';
import { articleFrontMatterSchema, type ArticleEntry, type ArticleSummary } from '../../src/content/schemas/article';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { checkReferencedFiles } from './assets';
import { splitFrontMatter } from './front-matter';
import { guardFile } from './guard';
import type { ContentIssue } from './issues';
import { countWords, readingMinutes, renderMarkdown } from './markdown';
import { markdownShapeProblem } from './markdown-limits';
import { listFiles, type ContentPaths } from './paths';
import { readContentFile } from './read-source';
import { validateDocument } from './validate';
import { parseYaml, type YamlDocument } from './yaml-document';

type ParsedArticle = { summary: ArticleSummary; html: string; file: string; document: YamlDocument };

/** An empty body, or one shaped to make the Markdown parser slow or overflow its stack. */
function bodyProblem(body: string, closingLine: number, file: string): ContentIssue | undefined {
  if (body.trim() === '') {
    return {
      file,
      line: closingLine,
      column: 1,
      field: '(body)',
      message: "expected the article's text after this closing ---, found nothing",
    };
  }
  const shape = markdownShapeProblem(body);
  return shape && { file, line: closingLine + shape.line, column: 1, field: '(body)', message: shape.message };
}

function parseArticle(
  paths: ContentPaths,
  language: Language,
  absoluteFile: string,
): { article?: ParsedArticle; issues: ContentIssue[] } {
  const file = paths.relative(absoluteFile);
  const read = readContentFile(absoluteFile, file);
  if ('issue' in read) return { issues: [read.issue] };
  const split = splitFrontMatter(read.text);
  if ('message' in split) {
    return { issues: [{ file, line: split.line, column: 1, field: '(front matter)', message: split.message }] };
  }
  const { yaml: frontMatter, firstLine, closingLine, body } = split;
  const document = parseYaml(frontMatter, file, firstLine);
  const { data, issues } = validateDocument(articleFrontMatterSchema, document, file);
  const bodyIssue = bodyProblem(body, closingLine, file);
  if (bodyIssue) issues.push(bodyIssue);
  if (!data) return { issues };

  const fileSlug = basename(absoluteFile, '.md');
  if (data.slug !== fileSlug) {
    issues.push({
      file,
      ...document.positionOf(['slug']),
      field: 'slug',
      message: `expected the file name without .md (${JSON.stringify(fileSlug)}), found ${JSON.stringify(data.slug)}`,
    });
  }
  issues.push(...checkReferencedFiles(data, document, file, paths.publicDir));
  if (bodyIssue) return { issues };
  const summary: ArticleSummary = {
    ...data,
    language,
    readTime: data.readTime ?? readingMinutes(countWords(body)),
  };
  return { article: { summary, html: renderMarkdown(body), file, document }, issues };
}

/** Rules that need every article: unique slugs, and one article per translationKey, per language. */
function crossCheck(articles: ParsedArticle[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const firstWith = new Map<string, ParsedArticle>();
  for (const article of articles) {
    for (const field of ['slug', 'translationKey'] as const) {
      const { language } = article.summary;
      const value = article.summary[field];
      const key = `${field}/${language}/${value}`;
      const first = firstWith.get(key);
      if (!first) {
        firstWith.set(key, article);
        continue;
      }
      issues.push({
        file: article.file,
        ...article.document.positionOf([field]),
        field,
        message: `expected a ${field} unique among ${language} articles, found ${JSON.stringify(value)}, also used by ${first.file}`,
      });
    }
  }
  return issues;
}

function byDateDescending(a: ArticleSummary, b: ArticleSummary): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/** Reads, validates and renders every article; entries carry their translation and related articles. */
export function loadArticles(paths: ContentPaths): { entries: ArticleEntry[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const parsed: ParsedArticle[] = [];
  for (const language of LANGUAGES) {
    for (const file of listFiles(paths.content('articles', language), '.md')) {
      const result = guardFile<{ article?: ParsedArticle; issues: ContentIssue[] }>(
        paths.relative(file),
        () => parseArticle(paths, language, file),
        (issue) => ({ issues: [issue] }),
      );
      issues.push(...result.issues);
      if (result.article) parsed.push(result.article);
    }
  }
  issues.push(...crossCheck(parsed));

  const summaries = parsed.map((article) => article.summary).sort(byDateDescending);
  const entries = summaries.map((summary): ArticleEntry => {
    const translation = summaries.find(
      (other) => other.language !== summary.language && other.translationKey === summary.translationKey,
    );
    const related = summaries
      .filter((other) => other.language === summary.language && other.slug !== summary.slug)
      .slice(0, 2);
    const html = parsed.find((article) => article.summary === summary)?.html ?? '';
    return { ...summary, html, translationSlug: translation?.slug ?? null, related };
  });
  return { entries, issues };
}
