import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Each data file as last parsed, with the size and time it had then. */
const parsed = new Map<string, { version: string; value: Promise<unknown> }>();

/**
 * Build time only (the prerender and the dev server's render, both run from the project's
 * root): a data file the content step wrote under src/generated/, already validated there.
 * Parsed once for as long as it stays the same (its size and modification time): an article
 * data file holds several articles, each read for its own page. The value is shared: read it,
 * never change it.
 */
export async function readGeneratedJson(file: string): Promise<unknown> {
  const path = join(process.cwd(), 'src', 'generated', file);
  // At once, not through the thread pool: one a page, while the prerender's pool writes the pages.
  const { size, mtimeMs } = statSync(path);
  const version = `${size} ${mtimeMs}`;
  const known = parsed.get(path);
  if (known?.version === version) return known.value;
  const value = readFile(path, 'utf8').then((text) => JSON.parse(text) as unknown);
  parsed.set(path, { version, value });
  return value;
}
