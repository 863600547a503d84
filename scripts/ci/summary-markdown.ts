import type { ChangedPage, DistDiff, RemovedPage } from './dist-diff';
import type { RedirectChange, ShownRedirect } from './redirect-rules';

export const LIST_LIMIT = 200;

export type SummaryOptions = {
  previewUrl?: string;
  limit?: number;
};

const HEADING = '## Pages changed by this pull request';
const count = new Intl.NumberFormat('en-US');

/** Each section cut at `limit` items; every path is a code span, so nothing in an address is read as Markdown or HTML. */
export function summaryMarkdown(diff: DistDiff, { previewUrl, limit = LIST_LIMIT }: SummaryOptions = {}): string {
  const { added, changed, removed, redirects } = diff;
  const redirectCount = redirects.added.length + redirects.removed.length + redirects.changed.length;
  if (added.length + changed.length + removed.length + redirectCount === 0)
    return `${HEADING}\n\nNo page and no redirect differs from the base branch's build (${pages(diff.headPages)}).\n`;

  const page = (path: string) => (previewUrl ? `[${code(path)}](${previewUrl}${encodePath(path)})` : code(path));
  const blocks = [
    HEADING,
    `${count.format(added.length)} added, ${count.format(changed.length)} changed, ${count.format(removed.length)} removed, ${count.format(diff.unchanged)} unchanged (${pages(diff.headPages)} in this build); redirects: ${count.format(redirects.added.length)} added, ${count.format(redirects.removed.length)} removed${redirects.changed.length > 0 ? `, ${count.format(redirects.changed.length)} changed` : ''}.`,
    ...(previewUrl ? [`Preview: ${previewUrl}`] : []),
    section('Added', added, page, limit),
    section('Changed', changed, (item: ChangedPage) => `${page(item.path)}: ${describeChanges(item)}`, limit),
    section('Removed', removed, (item: RemovedPage) => removedLine(item, page), limit),
    section('Redirects added', redirects.added, redirectLine, limit),
    section('Redirects removed', redirects.removed, redirectLine, limit),
    section('Redirects changed', redirects.changed, changedRedirectLine, limit),
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}

function section<T>(title: string, items: readonly T[], line: (item: T) => string, limit: number): string {
  if (items.length === 0) return '';
  const listed = items.slice(0, limit).map((item) => `- ${line(item)}`);
  if (items.length > limit) listed.push(`- … and ${count.format(items.length - limit)} more`);
  return `### ${title} (${count.format(items.length)})\n\n${listed.join('\n')}`;
}

function describeChanges({ changes, wordDelta }: ChangedPage): string {
  return changes
    .map((change) => {
      if (change !== 'text' || wordDelta === 0) return change;
      const words = Math.abs(wordDelta) === 1 ? 'word' : 'words';
      return `text (${wordDelta > 0 ? '+' : '-'}${count.format(Math.abs(wordDelta))} ${words})`;
    })
    .join(', ');
}

function removedLine({ path, redirectsTo }: RemovedPage, page: (path: string) => string): string {
  return redirectsTo === undefined ? page(path) : `${page(path)}, now redirects to ${code(redirectsTo)}`;
}

function redirectLine({ from, to, status }: ShownRedirect): string {
  return `${code(from)} → ${code(to)} (${String(status)})`;
}

function changedRedirectLine({ before, after }: RedirectChange): string {
  const target = (rule: ShownRedirect) => `${code(rule.to)} (${String(rule.status)})`;
  return `${code(before.from)}: ${target(before)} → ${target(after)}`;
}

function pages(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'page' : 'pages'}`;
}

/** A code span holding `text` as it is, whatever backticks it contains. */
export function code(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`;
}

/** Each segment percent-encoded, parentheses too (they end a Markdown link). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/\(/g, '%28').replace(/\)/g, '%29'))
    .join('/');
}
