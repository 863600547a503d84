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
const EMPHASIS_RUN = /[*_]+/g;

const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const CONTAINER_MARKERS = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/;

function columns(whitespace: string): number {
  return Array.from(whitespace).reduce((total, char) => total + (char === '\t' ? 4 - (total % 4) : 1), 0);
}

/** The first place where the body goes past a limit (line relative to the body), if any. */
export function markdownShapeProblem(body: string): { line: number; message: string } | undefined {
  const lines = body.split(/\r?\n/);
  let fence: string | undefined;
  let bracketsInParagraph = 0;
  let emphasisRunsInParagraph = 0;
  for (const [index, line] of lines.entries()) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== undefined) {
      if (fenceMatch?.[1]?.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fenceMatch?.[1] !== undefined) {
      fence = fenceMatch[1];
      continue;
    }
    const markers = CONTAINER_MARKERS.exec(line)?.[0] ?? '';
    const nesting = (markers.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    if (nesting > MAX_MARKDOWN_NESTING) {
      return {
        line: index + 1,
        message: `expected at most ${MAX_MARKDOWN_NESTING} nested quotes (>) and lists on a line, found ${nesting}`,
      };
    }
    const indent = columns(/^[ \t]*/.exec(line)?.[0] ?? '');
    if (indent > MAX_MARKDOWN_INDENT) {
      return {
        line: index + 1,
        message: `expected at most ${MAX_MARKDOWN_INDENT} spaces of indentation outside \`\`\` code blocks, found ${indent}`,
      };
    }
    bracketsInParagraph = line.trim() === '' ? 0 : bracketsInParagraph + (line.match(/\[/g) ?? []).length;
    emphasisRunsInParagraph =
      line.trim() === '' ? 0 : emphasisRunsInParagraph + (line.match(EMPHASIS_RUN) ?? []).length;
    if (emphasisRunsInParagraph > MAX_EMPHASIS_RUNS_PER_PARAGRAPH) {
      return {
        line: index + 1,
        message: `expected at most ${MAX_EMPHASIS_RUNS_PER_PARAGRAPH} runs of * or _ in one paragraph (the parser pairs them one by one), found more by this line; write \\* or \\_ for a plain one`,
      };
    }
    if (bracketsInParagraph > MAX_BRACKETS_PER_PARAGRAPH) {
      return {
        line: index + 1,
        message: `expected at most ${MAX_BRACKETS_PER_PARAGRAPH} [ in one paragraph, found more by this line`,
      };
    }
  }
  return undefined;
}
