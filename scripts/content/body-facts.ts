import { visit } from 'unist-util-visit';
import { parseMarkdownBody, placeholdersIn, type Found } from './placeholders';

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

/** The facts of a Markdown body whose first line follows the file's line `lineOffset`, from one parse. */
export function bodyFacts(body: string, lineOffset: number): BodyFacts {
  const parsed = parseMarkdownBody(body, lineOffset);
  const titleHeadings: number[] = [];
  visit(parsed.tree, 'heading', (heading) => {
    if (heading.depth === 1) titleHeadings.push((heading.position?.start.line ?? 1) + lineOffset);
  });
  return { titleHeadings, placeholders: placeholdersIn(parsed) };
}
