import { decodeHTML, escapeUTF8 } from 'entities';
import { visit } from 'unist-util-visit';
import type { RenderedMarkdown } from './markdown';

/**
 * Placeholders in a Markdown page: `{{company.legalName}}` in running text is replaced by a value,
 * and `{{cookieTable}}` alone on its line by a block of HTML (a table). They are found in the
 * Markdown's text (never in code, where they stay as written) to place problems on their line,
 * and replaced in the rendered HTML once the page's values, which come from other files, are known.
 */

/** Anything between double braces is a placeholder: one the page may not use is an error, never shown as written. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The placeholders a kind of page may use: inline ones, and blocks, each alone on its line. */
export type PlaceholderNames = { inline: ReadonlySet<string>; blocks: ReadonlySet<string> };

/** An inline placeholder's value; one with an `href` is a link unless it stands inside a link already. */
export type InlineValue = { text: string; href?: string };

/** What the placeholders of one page become: inline values, and each block's HTML. */
export type PlaceholderValues = { inline: ReadonlyMap<string, InlineValue>; blocks: ReadonlyMap<string, string> };

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

/**
 * Every placeholder in a Markdown body's syntax tree but those in code, with its line in the file
 * (`lineOffset`: the file's line before the body's first).
 */
export function placeholdersIn(tree: RenderedMarkdown['tree'], lineOffset: number): Found[] {
  const found: Found[] = [];
  visit(tree, (node, _index, parent) => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'text') {
      const alone = parent?.type === 'paragraph' && parent.children.length === 1;
      for (const match of node.value.matchAll(PLACEHOLDER)) {
        const { line, column } = positionIn(node.value, match.index, start);
        const place = alone && node.value.trim() === match[0] ? 'paragraph' : 'text';
        found.push({ name: (match[1] ?? '').trim(), line: line + lineOffset, column, place });
      }
    }
    if (node.type === 'link' || node.type === 'definition') {
      for (const match of node.url.matchAll(PLACEHOLDER)) {
        const name = (match[1] ?? '').trim();
        found.push({ name, line: start.line + lineOffset, column: start.column, place: 'address' });
      }
    }
  });
  return found;
}

/** An issue for each placeholder the page may not use, or uses where it cannot stand. */
export function placeholderProblems(placeholders: readonly Found[], file: string, names: PlaceholderNames) {
  return placeholders.flatMap(({ name, place, line, column }) => {
    const written = `{{${name}}}`;
    const known = [...names.inline, ...names.blocks].map((known) => `{{${known}}}`).join(', ');
    const message =
      place === 'address'
        ? `expected no placeholder in a link's address (an email placeholder becomes a link by itself), found ${written}`
        : names.blocks.has(name)
          ? place !== 'paragraph' &&
            `expected ${written} alone on its own line (it becomes a table), found it within other text`
          : !names.inline.has(name) && `expected one of the placeholders ${known}, found ${JSON.stringify(written)}`;
    return message ? [{ file, line, column, field: '(body)', message }] : [];
  });
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
  const withBlocks = html.replace(
    /<p>\{\{([^{}]*)\}\}<\/p>/g,
    (paragraph, name: string) => values.blocks.get(name.trim()) ?? paragraph,
  );
  let links = 0;
  return withBlocks.replace(PIECES, (piece, _code, closing: string | undefined, name: string | undefined) => {
    if (closing !== undefined) links = Math.max(0, links + (closing === '/' ? -1 : 1));
    const value = name === undefined ? undefined : values.inline.get(decodeHTML(name).trim());
    if (value === undefined) return piece;
    const text = escapeUTF8(value.text);
    return value.href === undefined || links > 0 ? text : `<a href="${escapeUTF8(value.href)}">${text}</a>`;
  });
}
