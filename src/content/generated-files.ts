import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Build time only (the prerender and the dev server's render, both run from the project's
 * root): a data file the content step wrote under src/generated/, already validated there.
 */
export async function readGeneratedJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(join(process.cwd(), 'src', 'generated', file), 'utf8')) as unknown;
}
