import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSource } from './articles';
import {
  annotatedIssues,
  changedFiles,
  issuesSummary,
  reportIssues,
  unpublishedSummary,
  waiversSummary,
} from './ci-report';
import type { ContentIssue } from './issues';

const issue = (file: string, line: number, message = 'expected text, found nothing (the field is missing)') =>
  ({ file, line, column: 1, field: 'title', message }) satisfies ContentIssue;

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ci-report-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('annotations', () => {
  it('are at most ten, those in the changed files first, each group in file order', () => {
    const issues = Array.from({ length: 12 }, (_, index) => issue(`content/a-${String(index).padStart(2, '0')}.md`, 1));
    issues.push(issue('content/z-changed.md', 4), issue('content/z-changed.md', 9));
    const shown = annotatedIssues(issues, new Set(['content/z-changed.md']));
    expect(shown).toHaveLength(10);
    expect(shown.slice(0, 3).map((one) => `${one.file}:${one.line}`)).toEqual([
      'content/z-changed.md:4',
      'content/z-changed.md:9',
      'content/a-00.md:1',
    ]);
  });

  it('read the changed files from the file CHANGED_FILES names, and do without one', () => {
    const list = join(folder(), 'changed.txt');
    writeFileSync(list, 'content/home/en.yaml\n\n  content/people/ada.yaml  \n');
    expect([...changedFiles({ CHANGED_FILES: list })]).toEqual(['content/home/en.yaml', 'content/people/ada.yaml']);
    expect(changedFiles({}).size).toBe(0);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(changedFiles({ CHANGED_FILES: join(folder(), 'missing.txt') }).size).toBe(0);
  });
});

describe('the job summary of a failed content step', () => {
  it('lists every problem with file:line:column, marking those in changed files', () => {
    const issues = Array.from({ length: 11 }, (_, index) => issue('content/home/en.yaml', index + 1));
    issues.push(issue('content/people/ada.yaml', 2, 'expected one of en | it, found "fr"'));
    const summary = issuesSummary(issues, new Set(['content/people/ada.yaml']));
    expect(summary).toContain('## Content: 12 problems');
    expect(summary).toContain('The diff shows 10 of them as annotations; all are listed here.');
    expect(summary).toContain('| `content/home/en.yaml:11:1` |  | `title` |');
    // A pipe in a message would end the table's cell.
    expect(summary).toContain(
      '| `content/people/ada.yaml:2:1` | yes | `title` | expected one of en \\| it, found "fr" |',
    );
    expect(summary.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(12);
  });

  it('is written on GitHub Actions only, beside the annotations', () => {
    const summaryFile = join(folder(), 'summary.md');
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation((line: string) => logged.push(line));
    reportIssues([issue('content/home/en.yaml', 3)], { GITHUB_STEP_SUMMARY: summaryFile });
    expect(logged).toEqual([]);
    reportIssues([issue('content/home/en.yaml', 3)], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile });
    expect(logged).toEqual([
      '::error file=content/home/en.yaml,line=3,col=1::title: expected text, found nothing (the field is missing)',
    ]);
    expect(readFileSync(summaryFile, 'utf8')).toContain('## Content: 1 problem\n');
  });
});

describe("a preview's summary", () => {
  const source = (slug: string, status: ArticleSource['status'], date = '2026-12-01'): ArticleSource => ({
    language: 'it',
    slug,
    translationKey: slug,
    redirectFrom: [],
    file: `content/articles/it/${slug}.md`,
    slugLine: 2,
    status,
    date,
  });

  it('names each article production would leave out, with its page and why', () => {
    const summary = unpublishedSummary(
      [source('pubblicato', undefined), source('bozza', 'draft'), source('in-arrivo', 'scheduled')],
      '2026-11-27',
    );
    expect(summary).toContain('(as of 2026-11-27)');
    expect(summary).toContain('| `/it/articoli/bozza/` | draft | `content/articles/it/bozza.md` |');
    expect(summary).toContain('| `/it/articoli/in-arrivo/` | scheduled for 2026-12-01 |');
    expect(summary).not.toContain('pubblicato');
  });

  it('says so when there is nothing held back', () => {
    expect(unpublishedSummary([source('pubblicato', undefined)], '2026-11-27')).toContain('None: every article');
  });
});

describe('the job summary of the figures the claims file’s exceptions let through', () => {
  it('lists each one in file order, with its phrase and reason', () => {
    const waiver = (file: string, line: number, phrase: string) =>
      ({ file, line, column: 5, field: 'quote', phrase, reason: 'a date | not a fraction' }) as const;
    const summary = waiversSummary([
      waiver('content/industries/it/horeca.yaml', 79, 'a metà aprile'),
      waiver('content/articles/en/a.md', 3, 'half the story'),
    ]);
    expect(summary).toContain('## Content: 2 figures let through by an exception');
    expect(summary.split('\n').filter((line) => line.startsWith('| `'))).toEqual([
      '| `content/articles/en/a.md:3:5` | `quote` | half the story | a date \\| not a fraction |',
      '| `content/industries/it/horeca.yaml:79:5` | `quote` | a metà aprile | a date \\| not a fraction |',
    ]);
  });
});
