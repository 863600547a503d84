import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { Language } from '../../src/i18n/languages';
import { isReservedId } from '../../src/content/article-page-ids';
import { rehypeHeadingIds } from './heading-ids';
import { remarkNumberRules, smartypantsOptions } from './typography';

/**
 * The one Markdown pipeline. Sanitise first (it drops <script>, on* attributes and javascript:
 * URLs), then add our own heading ids, so they are not prefixed with "user-content-" as
 * sanitised ids would be, and never take an id the article page already uses (rehype-slug
 * cannot be told those); links that leave the site get no `window.opener` and no referrer.
 */
export const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeHeadingIds, { isReserved: isReservedId })
  .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'] })
  .use(rehypeStringify);

/** Typography for each language (typography.ts), run on the tree before it becomes HTML. */
const typesetters = new Map<Language | undefined, ReturnType<typeof typesetter>>();

function typesetter(language: Language | undefined) {
  return unified().use(remarkSmartypants, smartypantsOptions(language)).use(remarkNumberRules);
}

/** A body's Markdown syntax tree (mdast) and its safe HTML. */
export type RenderedMarkdown = { tree: ReturnType<typeof markdownProcessor.parse>; html: string };

/**
 * Markdown to safe HTML, with page-unique ids on headings and safe external links, its text set
 * for `language` (typography.ts). `read` is given the syntax tree as written, for what the checks
 * read from it (body-facts.ts): what it returns must not hold the tree's nodes, which typography
 * then changes in place.
 */
export function renderMarkdownTree<Read>(
  markdown: string,
  language: Language | undefined,
  read: (tree: RenderedMarkdown['tree']) => Read,
): { read: Read; html: string } {
  const tree = markdownProcessor.parse(markdown);
  const readFromTree = read(tree);
  let typeset = typesetters.get(language);
  if (!typeset) typesetters.set(language, (typeset = typesetter(language)));
  // Typography changes the text in place; remark-rehype then builds a new (HTML) tree.
  typeset.runSync(tree);
  const html = markdownProcessor.stringify(markdownProcessor.runSync(tree));
  return { read: readFromTree, html };
}

/** renderMarkdownTree's HTML. */
export function renderMarkdown(markdown: string, language?: Language): string {
  return renderMarkdownTree(markdown, language, () => undefined).html;
}

/**
 * Words a reader reads in a body, from its syntax tree (renderMarkdownTree): in its text and
 * inline code, not code blocks, raw HTML or link addresses, the runs of characters between
 * whitespace and Markdown's syntax characters that hold a letter or a digit.
 */
export function countWords(tree: RenderedMarkdown['tree']): number {
  const parts: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    return undefined;
  });
  return parts
    .join(' ')
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in whole minutes at 220 words a minute, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}
