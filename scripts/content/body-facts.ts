import { visit } from 'unist-util-visit';
import type { RenderedMarkdown } from './markdown';
import { placeholdersIn, type Found } from './placeholders';

/**
 * What the checks of a Markdown page (markdown-pages.ts) need from its body as written, which its
 * rendered HTML no longer shows. Found in the syntax tree the body was rendered from when the
 * file is compiled (compiled-source.ts), so it is kept in the content cache with the HTML.
 */
export type BodyFacts = {
  /** The file's lines of `#` headings. */
  titleHeadings: number[];
  placeholders: Found[];
};

/** The facts of a body's syntax tree, whose first line follows the file's line `lineOffset`. */
export function bodyFacts(tree: RenderedMarkdown['tree'], lineOffset: number): BodyFacts {
  const titleHeadings: number[] = [];
  visit(tree, 'heading', (heading) => {
    if (heading.depth === 1) titleHeadings.push((heading.position?.start.line ?? 1) + lineOffset);
  });
  return { titleHeadings, placeholders: placeholdersIn({ tree, lineOffset }) };
}
