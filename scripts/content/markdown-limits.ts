/**
 * Limits on the shape of an article's Markdown. The Markdown parser recurses once per nested
 * quote or list, and scans back over every open `[` at each `]`: a thousand `> ` or `- ` on one
 * line overflows the stack after seconds, and 20,000 `[` take seconds more. No article needs
 * anything close to these limits.
 */
export const MAX_MARKDOWN_NESTING = 16;
export const MAX_MARKDOWN_INDENT = 64;
export const MAX_BRACKETS_PER_PARAGRAPH = 256;
/**
 * Runs of `*` or `_` in one paragraph: the parser matches emphasis delimiters pair by pair, so a
 * paragraph of 61,000 runs (`*a**` × 30,500, 122 KB) took 74 s; 1,024 take milliseconds.
 */
export const MAX_EMPHASIS_RUNS_PER_PARAGRAPH = 1024;

const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const CONTAINER_MARKERS = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/;

/** The first place where the body goes past a limit (line relative to the body), if any. */
export function markdownShapeProblem(body: string): { line: number; message: string } | undefined {
  let fence: string | undefined;
  let bracketsInParagraph = 0;
  let emphasisRunsInParagraph = 0;
  for (const [index, line] of body.split(/\r?\n/).entries()) {
    const opened = FENCE.exec(line)?.[1];
    if (fence !== undefined || opened !== undefined) {
      fence = fence === undefined ? opened : opened?.startsWith(fence) ? undefined : fence;
      continue;
    }
    const markers = CONTAINER_MARKERS.exec(line)?.[0] ?? '';
    const nesting = (markers.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    // In columns: a tab goes to the next multiple of 4.
    const indent = Array.from(/^[ \t]*/.exec(line)?.[0] ?? '').reduce(
      (total, char) => total + (char === '\t' ? 4 - (total % 4) : 1),
      0,
    );
    const blank = line.trim() === '';
    bracketsInParagraph = blank ? 0 : bracketsInParagraph + (line.match(/\[/g) ?? []).length;
    emphasisRunsInParagraph = blank ? 0 : emphasisRunsInParagraph + (line.match(/[*_]+/g) ?? []).length;
    const message =
      nesting > MAX_MARKDOWN_NESTING
        ? `expected at most ${MAX_MARKDOWN_NESTING} nested quotes (>) and lists on a line, found ${nesting}`
        : indent > MAX_MARKDOWN_INDENT
          ? `expected at most ${MAX_MARKDOWN_INDENT} spaces of indentation outside \`\`\` code blocks, found ${indent}`
          : emphasisRunsInParagraph > MAX_EMPHASIS_RUNS_PER_PARAGRAPH
            ? `expected at most ${MAX_EMPHASIS_RUNS_PER_PARAGRAPH} runs of * or _ in one paragraph (the parser pairs them one by one), found more by this line; write \\* or \\_ for a plain one`
            : bracketsInParagraph > MAX_BRACKETS_PER_PARAGRAPH
              ? `expected at most ${MAX_BRACKETS_PER_PARAGRAPH} [ in one paragraph, found more by this line`
              : undefined;
    if (message) return { line: index + 1, message };
  }
  return undefined;
}
