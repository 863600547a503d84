/**
 * What the content step tells a pull request on GitHub Actions: annotations on the diff, and the
 * job summary. GitHub shows at most ten error annotations per step, so the ten given are those
 * in the files the pull request changed first, and the summary lists every problem.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { pathTo } from '../../src/routes/paths';
import type { ArticleSource } from './articles';
import type { Waiver } from './claims';
import { formatIssue, githubAnnotation, sortIssues, type ContentIssue } from './issues';

/** GitHub's limit of error annotations shown per step. */
export const ANNOTATIONS_SHOWN = 10;

/**
 * The paths the pull request changed, listed one per line in the file `CHANGED_FILES` names (the
 * workflow writes it with `git diff --name-only`); none when it is unset or cannot be read.
 */
export function changedFiles(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const list = env.CHANGED_FILES;
  if (!list) return new Set();
  try {
    const lines = readFileSync(list, 'utf8').split('\n');
    return new Set(lines.map((line) => line.trim()).filter((line) => line !== ''));
  } catch {
    console.warn(`content: CHANGED_FILES names ${list}, which cannot be read; annotations in file order.`);
    return new Set();
  }
}

/** The issues to annotate: the first ten, those in `changed` files first, each group in file order. */
export function annotatedIssues(issues: readonly ContentIssue[], changed: ReadonlySet<string>): ContentIssue[] {
  const inChanged = issues.filter((issue) => changed.has(issue.file));
  const elsewhere = issues.filter((issue) => !changed.has(issue.file));
  return [...inChanged, ...elsewhere].slice(0, ANNOTATIONS_SHOWN);
}

/** A table cell: a pipe or a line break would end the cell or the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** The job summary's section for a failed content step: every problem, file:line:column first. */
export function issuesSummary(issues: readonly ContentIssue[], changed: ReadonlySet<string>): string {
  const rows = issues.map(
    (issue) =>
      `| \`${cell(`${issue.file}:${issue.line}:${issue.column}`)}\` | ${changed.has(issue.file) ? 'yes' : ''} | \`${cell(issue.field)}\` | ${cell(issue.message)} |`,
  );
  const shown = Math.min(issues.length, ANNOTATIONS_SHOWN);
  return [
    `## Content: ${issues.length} problem${issues.length === 1 ? '' : 's'}`,
    '',
    `Nothing was built. The diff shows ${shown} of them as annotations${issues.length > shown ? '; all are listed here' : ''}. See content/README.md, "When the build says no".`,
    '',
    '| Where | Changed here | Field | Problem |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The job summary's section for a preview: the articles it shows that production would not publish. */
export function unpublishedSummary(sources: readonly ArticleSource[], buildDate: string): string {
  const held = sources.filter((source) => source.status !== undefined).sort((a, b) => a.file.localeCompare(b.file));
  const heading = `## Preview: content the production build would not publish (as of ${buildDate})`;
  if (held.length === 0) return `${heading}\n\nNone: every article in the preview is published.\n`;
  const rows = held.map((source) => {
    const why = source.status === 'draft' ? 'draft' : `scheduled for ${source.date}`;
    return `| \`${pathTo('articleDetail', source.language, { slug: source.slug })}\` | ${why} | \`${source.file}\` |`;
  });
  return [heading, '', '| Page | Why | File |', '| --- | --- | --- |', ...rows, ''].join('\n');
}

/** The job summary's section for the figures the claims file's exceptions let through, each with its reason. */
export function waiversSummary(waivers: readonly Waiver[]): string {
  const rows = sortIssues(waivers).map(
    (waiver) =>
      `| \`${cell(`${waiver.file}:${waiver.line}:${waiver.column}`)}\` | \`${cell(waiver.field)}\` | ${cell(waiver.phrase)} | ${cell(waiver.reason)} |`,
  );
  return [
    `## Content: ${waivers.length} figure${waivers.length === 1 ? '' : 's'} let through by an exception`,
    '',
    'Each phrase is listed under `exceptions:` in content/claims.yaml with its reason; check that it still states no figure.',
    '',
    '| Where | Field | Phrase | Reason |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Appends `markdown` to the job summary when there is one (GitHub Actions sets the variable). */
export function appendToJobSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): void {
  const summary = env.GITHUB_STEP_SUMMARY;
  if (summary) appendFileSync(summary, `${markdown}\n`);
}

/** Prints every issue, and on GitHub Actions annotates ten and writes the job summary. */
export function reportIssues(issues: readonly ContentIssue[], env: NodeJS.ProcessEnv = process.env): void {
  for (const issue of issues) console.error(formatIssue(issue));
  if (env.GITHUB_ACTIONS !== 'true') return;
  const changed = changedFiles(env);
  for (const issue of annotatedIssues(issues, changed)) console.log(githubAnnotation(issue));
  appendToJobSummary(issuesSummary(issues, changed), env);
}
