import { visit } from 'unist-util-visit';
import type { RenderedMarkdown } from './markdown';
import { findFigures, mayHoldFigures } from '../../src/content/figures';
import { placeholdersIn, type Found } from './placeholders';

/** A text of the body where it starts in the file. */
export type PlacedText = { text: string; line: number; column: number };

/**
 * What the checks of a Markdown page (markdown-collection.ts) need from its body as written, which its
 * rendered HTML no longer shows. Found in the syntax tree the body was rendered from when the
 * file is compiled (compiled-source.ts).
 */
export type BodyFacts = {
  /** The file's lines of `#` headings. */
  titleHeadings: number[];
  placeholders: Found[];
  /** Its texts (paragraph runs, items, headings) that hold a figure or a claim reference, for claims.ts. */
  figureTexts: PlacedText[];
};

/**
 * The facts of a body's syntax tree, whose first line follows the file's line `lineOffset`. With
 * the body's `source`, a search of the tree that could find nothing in it is skipped: no `{{` means
 * no placeholder, and no digit nor `{claim:` no figure (articles have their facts since the claims
 * check: these walks, and the figure pattern run on every text, had made a cold compile of
 * 2 × 1,000 articles one to two seconds slower in one thread).
 */
export function bodyFacts(tree: RenderedMarkdown['tree'], lineOffset: number, source?: string): BodyFacts {
  const titleHeadings: number[] = [];
  const figureTexts: PlacedText[] = [];
  const mayHoldFigure = source === undefined || mayHoldFigures(source);
  visit(tree, (node) => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'heading' && node.depth === 1) titleHeadings.push(start.line + lineOffset);
    if (node.type !== 'text' || !mayHoldFigure) return;
    if (node.value.includes('{claim:') || findFigures(node.value).length > 0)
      figureTexts.push({ text: node.value, line: start.line + lineOffset, column: start.column });
  });
  return {
    titleHeadings,
    placeholders: source === undefined || source.includes('{{') ? placeholdersIn(tree, lineOffset) : [],
    figureTexts,
  };
}
