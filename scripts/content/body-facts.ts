import { visit } from 'unist-util-visit';
import { parseMarkdownBody, placeholdersIn, type Found } from './placeholders';
import { renderSimpleMarkdown } from './simple-markdown';

/**
 * What the checks of a Markdown page (markdown-pages.ts) need from its body as written, which its
 * rendered HTML no longer shows. Found when the file is compiled (compiled-source.ts), so it is
 * kept in the content cache with the HTML and, on a cold run, found in the compile threads.
 */
export type BodyFacts = {
  /** The file's lines of `#` headings. */
  titleHeadings: number[];
  placeholders: Found[];
};

/** The facts of a Markdown body whose first line follows the file's line `lineOffset`. */
export function bodyFacts(body: string, lineOffset: number): BodyFacts {
  return renderSimpleMarkdown(body, () => '') === undefined
    ? parsedBodyFacts(body, lineOffset)
    : plainBodyFacts(body, lineOffset);
}

/** The facts from one parse of the whole body by the CommonMark parser. */
export function parsedBodyFacts(body: string, lineOffset: number): BodyFacts {
  const parsed = parseMarkdownBody(body, lineOffset);
  const titleHeadings: number[] = [];
  visit(parsed.tree, 'heading', (heading) => {
    if (heading.depth === 1) titleHeadings.push((heading.position?.start.line ?? 1) + lineOffset);
  });
  return { titleHeadings, placeholders: placeholdersIn(parsed) };
}

const TITLE_HEADING = /^# \S/;

/**
 * The same facts of a body the fast path renders (simple-markdown.ts), where the parser has
 * little to say: its blocks are runs of lines between blank lines, a ``` block runs to its
 * closing line, and a heading is a block of one line. So a `# ` line outside code is a title
 * heading, and only the blocks that hold `{{` are parsed, each on its own, for placeholders. A
 * legal page's body took the parser tens of milliseconds while its code was cold.
 */
function plainBodyFacts(body: string, lineOffset: number): BodyFacts {
  const lines = body.split('\n');
  const titleHeadings: number[] = [];
  const placeholders: Found[] = [];
  let index = 0;
  while (index < lines.length) {
    if ((lines[index] ?? '') === '') {
      index++;
      continue;
    }
    if (lines[index]?.startsWith('```')) {
      index++;
      while (index < lines.length && lines[index] !== '```') index++;
      index++;
      continue;
    }
    const start = index;
    while (index < lines.length && lines[index] !== '') index++;
    const block = lines.slice(start, index).join('\n');
    if (TITLE_HEADING.test(block)) titleHeadings.push(start + 1 + lineOffset);
    if (block.includes('{{')) placeholders.push(...placeholdersIn(parseMarkdownBody(block, lineOffset + start)));
  }
  return { titleHeadings, placeholders };
}
