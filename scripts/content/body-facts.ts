import { visit } from 'unist-util-visit';
import type { RenderedMarkdown } from './markdown';
import { findFigures, mayHoldFigures } from '../../src/content/figures';
import { mayHoldPlaceholders, placeholdersIn, type Found } from './placeholders';

/** A text of the body where it starts in the file. */
export type PlacedText = { text: string; line: number; column: number };

/**
 * What the checks of a Markdown page (markdown-pages.ts) need from its body as written, which its
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

/** The texts of a body that the claims check reads: those with a figure or a claim reference. */
function figureTextsOf(tree: RenderedMarkdown['tree'], lineOffset: number): PlacedText[] {
  const texts: PlacedText[] = [];
  visit(tree, 'text', (node) => {
    if (!node.value.includes('{claim:') && findFigures(node.value).length === 0) return;
    const start = node.position?.start ?? { line: 1, column: 1 };
    texts.push({ text: node.value, line: start.line + lineOffset, column: start.column });
  });
  return texts;
}

/**
 * The facts of a body's syntax tree, whose first line follows the file's line `lineOffset`. With
 * the body's `source`, a walk of the tree that could find nothing in it is skipped: no `{{` means
 * no placeholder, and no digit nor `{claim:` no figure (articles have their facts since the claims
 * check: these walks, and the figure pattern run on every text, had made a cold compile of
 * 2 × 1,000 articles one to two seconds slower in one thread).
 */
export function bodyFacts(tree: RenderedMarkdown['tree'], lineOffset: number, source?: string): BodyFacts {
  const titleHeadings: number[] = [];
  visit(tree, 'heading', (heading) => {
    if (heading.depth === 1) titleHeadings.push((heading.position?.start.line ?? 1) + lineOffset);
  });
  return {
    titleHeadings,
    placeholders: source === undefined || mayHoldPlaceholders(source) ? placeholdersIn({ tree, lineOffset }) : [],
    figureTexts: source === undefined || mayHoldFigures(source) ? figureTextsOf(tree, lineOffset) : [],
  };
}
