import { decodeHTML, escapeUTF8 } from 'entities';
import { visit } from 'unist-util-visit';
import type { ContentIssue } from './issues';
import type { RenderedMarkdown } from './markdown';

/**
 * Placeholders in a Markdown page: `{{company.legalName}}` in running text is replaced by a value,
 * and `{{cookieTable}}` alone on its line by a block of HTML (a table). They are found in the
 * Markdown's text (never in code, where they stay as written) to place problems on their line,
 * and replaced in the rendered HTML once the page's values, which come from other files, are known.
 */

/** Anything between double braces is a placeholder: one the page may not use is an error, never shown as written. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Whether a Markdown source may hold a placeholder: one without `{{` has none. */
export function mayHoldPlaceholders(source: string): boolean {
  return source.includes('{{');
}

/** The placeholders a kind of page may use. */
export type PlaceholderNames = {
  /** Replaced by text in running text. */
  inline: ReadonlySet<string>;
  /** Each alone on its line, replaced by a block (a table). */
  blocks: ReadonlySet<string>;
};

/** An inline placeholder's value; one with an `href` is a link unless it stands inside a link already. */
export type InlineValue = { text: string; href?: string };

/** What the placeholders of one page become: inline values, and each block's HTML. */
export type PlaceholderValues = {
  inline: ReadonlyMap<string, InlineValue>;
  blocks: ReadonlyMap<string, string>;
};

export type Found = {
  name: string;
  line: number;
  column: number;
  /** In running text, alone in its paragraph, or in a link's address (where none may stand). */
  place: 'text' | 'paragraph' | 'address';
};

/** The line and column `offset` characters into a text node's value that starts at `start`. */
export function positionIn(value: string, offset: number, start: { line: number; column: number }) {
  const before = value.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  const lines = before.split('\n').length - 1;
  return { line: start.line + lines, column: lastBreak === -1 ? start.column + offset : offset - lastBreak };
}

/** A Markdown body's syntax tree, with the file's line before the body's first. */
export type ParsedBody = { tree: RenderedMarkdown['tree']; lineOffset: number };

/**
 * Every placeholder in a Markdown file's body, with its line in the file (front matter counted),
 * except those in code spans and code blocks.
 */
export function placeholdersIn({ tree, lineOffset }: ParsedBody): Found[] {
  const found: Found[] = [];
  visit(tree, (node, _index, parent) => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    const at = (offset: number, value: string) => {
      const position = positionIn(value, offset, start);
      return { line: position.line + lineOffset, column: position.column };
    };
    if (node.type === 'text') {
      const alone = parent?.type === 'paragraph' && parent.children.length === 1;
      for (const match of node.value.matchAll(PLACEHOLDER)) {
        const name = (match[1] ?? '').trim();
        const wholeParagraph = alone && node.value.trim() === match[0];
        found.push({ name, ...at(match.index, node.value), place: wholeParagraph ? 'paragraph' : 'text' });
      }
    }
    if (node.type === 'link' || node.type === 'definition') {
      for (const match of node.url.matchAll(PLACEHOLDER)) {
        found.push({
          name: (match[1] ?? '').trim(),
          line: start.line + lineOffset,
          column: start.column,
          place: 'address',
        });
      }
    }
  });
  return found;
}

/** What is wrong with one placeholder where it stands, or undefined. */
function problemWith({ name, place }: Found, names: PlaceholderNames): string | undefined {
  const written = `{{${name}}}`;
  if (place === 'address') {
    return `expected no placeholder in a link's address (an email placeholder becomes a link by itself), found ${written}`;
  }
  if (names.blocks.has(name)) {
    return place === 'paragraph'
      ? undefined
      : `expected ${written} alone on its own line (it becomes a table), found it within other text`;
  }
  if (names.inline.has(name)) return undefined;
  const known = [...names.inline, ...names.blocks].map((known) => `{{${known}}}`).join(', ');
  return `expected one of the placeholders ${known}, found ${JSON.stringify(written)}`;
}

/** An issue for each placeholder the page may not use, or uses where it cannot stand. */
export function placeholderProblems(
  placeholders: readonly Found[],
  file: string,
  names: PlaceholderNames,
): ContentIssue[] {
  return placeholders.flatMap((found) => {
    const message = problemWith(found, names);
    return message === undefined ? [] : [{ file, line: found.line, column: found.column, field: '(body)', message }];
  });
}

function inlineHtml(value: InlineValue, insideLink: boolean): string {
  const text = escapeUTF8(value.text);
  return value.href === undefined || insideLink ? text : `<a href="${escapeUTF8(value.href)}">${text}</a>`;
}

/**
 * What the rendered HTML is read as: code (kept as written, placeholders too), a link's opening
 * or closing tag (counted: inside a link a value is never a link), any other tag (quoted
 * attributes may hold `>`), and a placeholder in text. A `<` in text is always escaped.
 */
const PIECES =
  /<(pre|code)\b[\s\S]*?<\/\1>|<(\/?)a\b(?:[^>"']|"[^"]*"|'[^']*')*>|<(?:[^>"']|"[^"]*"|'[^']*')*>|\{\{([^{}]*)\}\}/g;

/**
 * The rendered HTML with its placeholders replaced: a paragraph holding only a block placeholder
 * by the block, inline ones by their escaped value (a link where the value has an address and
 * does not stand inside a link). Text inside code is left as it is. Only placeholders the page's
 * checks accepted reach this: an unknown one is left as written.
 */
export function expandPlaceholders(html: string, values: PlaceholderValues): string {
  const withBlocks = html.replace(/<p>\{\{([^{}]*)\}\}<\/p>/g, (paragraph, name: string) => {
    return values.blocks.get(name.trim()) ?? paragraph;
  });
  let links = 0;
  return withBlocks.replace(PIECES, (piece, _code, closing: string | undefined, name: string | undefined) => {
    if (closing !== undefined) links = Math.max(0, links + (closing === '/' ? -1 : 1));
    const value = name === undefined ? undefined : values.inline.get(decodeHTML(name).trim());
    return value === undefined ? piece : inlineHtml(value, links > 0);
  });
}
