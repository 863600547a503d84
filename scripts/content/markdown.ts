import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { Language } from '../../src/i18n/languages';
import { isReservedId } from '../../src/pages/article/page-ids';
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

/** Typography for each language (typography.ts), run on a copy of the tree before it becomes HTML. */
const typesetters = new Map<Language | undefined, ReturnType<typeof typesetter>>();

function typesetter(language: Language | undefined) {
  return unified().use(remarkSmartypants, smartypantsOptions(language)).use(remarkNumberRules);
}

/** A body's Markdown syntax tree (mdast) and its safe HTML. */
export type RenderedMarkdown = { tree: ReturnType<typeof markdownProcessor.parse>; html: string };

/**
 * Markdown to safe HTML, with page-unique ids on headings and safe external links, its text set
 * for `language` (typography.ts). The syntax tree is the body as written, for what the checks
 * read from it (body-facts.ts).
 */
export function renderMarkdownTree(markdown: string, language?: Language): RenderedMarkdown {
  const tree = markdownProcessor.parse(markdown);
  let typeset = typesetters.get(language);
  if (!typeset) typesetters.set(language, (typeset = typesetter(language)));
  const set = typeset.runSync(structuredClone(tree)) as typeof tree;
  // runSync leaves the Markdown tree as it was: remark-rehype builds a new one.
  const html = markdownProcessor.stringify(markdownProcessor.runSync(set));
  return { tree, html };
}

/** renderMarkdownTree's HTML. */
export function renderMarkdown(markdown: string, language?: Language): string {
  return renderMarkdownTree(markdown, language).html;
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
 * Words in plain text: runs of characters between whitespace and Markdown's syntax characters
 * that hold a letter or a digit. One pass over the text, without splitting it: it runs over
 * every article.
 */
export function countTextWords(text: string): number {
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

/** The text a reader reads in a body's syntax tree: its text and inline code, not code blocks, raw HTML or link addresses. */
function readerText(tree: RenderedMarkdown['tree']): string {
  const parts: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    return undefined;
  });
  return parts.join(' ');
}

/** Words a reader reads in a body, from its syntax tree (renderMarkdownTree). */
export function countWords(tree: RenderedMarkdown['tree']): number {
  return countTextWords(readerText(tree));
}

/** Reading time in whole minutes at 220 words a minute, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}
