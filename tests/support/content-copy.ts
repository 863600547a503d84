import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './project-copy';
import type { LaterRemovals } from './temporary-folder';

/** A throw-away project of the site's content/ and public/ alone: enough for the content step, which writes src/generated/ in it. */
export function contentCopy(later: LaterRemovals, prefix: string): string {
  const root = later.make(prefix);
  for (const folder of ['content', 'public'])
    cpSync(join(PROJECT_ROOT, folder), join(root, folder), { recursive: true });
  return root;
}
