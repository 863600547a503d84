import type { Element, Root } from 'hast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Language } from '../../src/i18n/languages';
import { isReservedId } from '../../src/pages/article/page-ids';
import { fallbackPackages } from './fallback-packages';
import { headingIdAllocator, rehypeHeadingIds } from './heading-ids';
import { renderSimpleMarkdown } from './simple-markdown';
import { typesetHtml } from './typography';

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

/**
 * The full pipeline, made when first used (its packages are loaded then: fallback-packages.ts).
 * Sanitise first (it drops <script>, on* attributes and javascript: URLs), then add our own
 * heading ids, so they are not prefixed with "user-content-" as sanitised ids would be, and
 * never take an id the article page already uses.
 */
function fullPipeline() {
  const { remarkRehype, rehypeSanitize, rehypeStringify } = fallbackPackages();
  return unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeHeadingIds, { isReserved: isReservedId })
    .use(rehypeExternalLinks)
    .use(rehypeStringify);
}
let pipeline: ReturnType<typeof fullPipeline> | undefined;

/** Markdown to safe HTML through the full pipeline (its text as written). */
export function renderMarkdownFully(markdown: string): string {
  pipeline ??= fullPipeline();
  return String(pipeline.processSync(markdown));
}

/**
 * Markdown to safe HTML, with page-unique ids on headings and safe external links: plain text
 * through the fast path (simple-markdown.ts), anything else through the full pipeline. The
 * text is set for `language` (typography.ts) after either: both write the same HTML, so both
 * give the same result, and heading ids come from the text as written.
 */
export function renderMarkdown(markdown: string, language?: Language): string {
  const html = renderSimpleMarkdown(markdown, headingIdAllocator(isReservedId)) ?? renderMarkdownFully(markdown);
  return typesetHtml(html, language);
}

/** Characters between words: whitespace and Markdown's syntax characters. */
const SEPARATOR = /[\s#>*_`[\]()!-]/;
const IS_SEPARATOR = 1;
const IS_WORD_CHARACTER = 2;
/** What each ASCII character is, as the two flags above. */
const ASCII = Uint8Array.from({ length: 128 }, (_, code) => {
  const character = String.fromCharCode(code);
  return SEPARATOR.test(character) ? IS_SEPARATOR : /[A-Za-z0-9]/.test(character) ? IS_WORD_CHARACTER : 0;
});

/** What a character beyond ASCII is (a whole code point, as the `u` flag reads it). */
function classOf(character: string): number {
  if (SEPARATOR.test(character)) return IS_SEPARATOR;
  return /[\p{L}\p{N}]/u.test(character) ? IS_WORD_CHARACTER : 0;
}

/**
 * Words a reader reads: runs of characters between whitespace and Markdown's syntax characters
 * that hold a letter or a digit (code blocks left out). One pass over the text, without
 * splitting it: it runs over every article.
 */
export function countWords(markdown: string): number {
  const text = markdown.replace(/```[\s\S]*?```/g, ' ');
  let count = 0;
  let inWord = false;
  let counted = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let kind: number;
    if (code < 128) {
      kind = ASCII[code] ?? 0;
    } else {
      const character = String.fromCodePoint(text.codePointAt(index) ?? code);
      index += character.length - 1;
      kind = classOf(character);
    }
    if (kind === IS_SEPARATOR) {
      inWord = false;
      continue;
    }
    if (!inWord) counted = false;
    inWord = true;
    if (kind === IS_WORD_CHARACTER && !counted) {
      count++;
      counted = true;
    }
  }
  return count;
}

/** Reading time in whole minutes at 220 words a minute, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}
