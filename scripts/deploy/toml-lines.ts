/**
 * The little of TOML the deploy reads: each line's table and its `key = "string"` pairs, line by
 * line so an id can be substituted in place. No TOML library: CI's preview deploy runs this folder
 * from a bare checkout of the base branch, without node_modules.
 */

export interface TomlLine {
  number: number;
  text: string;
  /** Quotes removed: '' before any header, 'env.preview.vars' … */
  table: string;
  /** `d1_databases = [` gives `d1_databases`. */
  key: string | undefined;
  /** One-line string values, in order (`{ name = "A", script_name = "b" }` gives two). */
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

/** Production reads the top level's tables, the preview `[env.preview]`'s. */
export function isInEnvironment(table: string, environment: 'production' | 'preview'): boolean {
  if (environment === 'preview') return table === 'env.preview' || table.startsWith('env.preview.');
  return table !== 'env' && !table.startsWith('env.');
}
