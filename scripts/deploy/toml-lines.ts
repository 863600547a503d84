/**
 * The little of TOML the deploy reads in a wrangler.toml: which table each line belongs to, and
 * the `key = "string"` pairs on it (inline tables included). Enough to substitute an id, find a
 * placeholder, and check the preview's names; the deploy imports only Node's own modules, so
 * that CI's preview deploy can run it from a bare checkout of the base branch.
 */

export interface TomlLine {
  /** Counted from 1. */
  number: number;
  text: string;
  /** The table the line is in, quotes removed: '' before any header, 'env.preview.vars' … */
  table: string;
  /** The key the line assigns (`d1_databases = [`), if any. */
  key: string | undefined;
  /** The one-line string values on the line, in order (`{ name = "A", script_name = "b" }` gives two). */
  pairs: { key: string; value: string }[];
}

const HEADER = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$/;
const KEY = /^\s*([A-Za-z0-9_-]+)\s*=/;
const PAIR = /([A-Za-z0-9_-]+)\s*=\s*(?:"([^"\\]*)"|'([^']*)')/g;

function tableName(header: string): string {
  return header
    .split('.')
    .map((part) => part.trim().replace(/^["']|["']$/g, ''))
    .join('.');
}

export function readTomlLines(source: string): TomlLine[] {
  let table = '';
  return source.split('\n').map((text, index) => {
    const header = HEADER.exec(text);
    if (header?.[1]) table = tableName(header[1]);
    const pairs =
      header || /^\s*#/.test(text)
        ? []
        : [...text.matchAll(PAIR)].map((match) => ({
            key: match[1] ?? '',
            value: match[2] ?? match[3] ?? '',
          }));
    const key = header ? undefined : KEY.exec(text)?.[1];
    return { number: index + 1, text, table, key, pairs };
  });
}

/** The tables a deploy of `environment` reads: the top level's for production, `[env.preview]`'s for the preview. */
export function isInEnvironment(table: string, environment: 'production' | 'preview'): boolean {
  if (environment === 'preview') return table === 'env.preview' || table.startsWith('env.preview.');
  return table !== 'env' && !table.startsWith('env.');
}
