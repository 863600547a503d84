import type { Element, Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isReservedId } from '../../src/pages/article/page-ids';
import { rehypeHeadingIds } from './heading-ids';

/** Links that leave the site open without handing it `window.opener` or a referrer. */
function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && /^(https?:)?\/\//.test(href)) {
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}

// Sanitise first (it drops <script>, on* attributes and javascript: URLs), then add our own
// heading ids, so they are not prefixed with "user-content-" as sanitised ids would be, and
// never take an id the article page already uses.
const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeHeadingIds, { isReserved: isReservedId })
  .use(rehypeExternalLinks)
  .use(rehypeStringify);

/** Markdown to safe HTML, with page-unique ids on headings and safe external links. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Words a reader reads: Markdown syntax characters are not words. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in whole minutes at 220 words a minute, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}
