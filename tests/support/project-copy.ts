import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { laterRemovals } from './temporary-folder';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Not copied: installed, built, generated or recorded things (node_modules is linked instead). */
const SKIPPED = new Set([
  'node_modules',
  '.cache',
  'dist',
  '.git',
  'src/generated',
  'public/images/_',
  'test-results',
  'playwright-report',
  'outbox',
  '.e2e-outbox',
]);

/**
 * node_modules is a tree of hard links, not one symbolic link to the project's: Vite resolves a
 * symbolic link to its real path, outside the copy, and then names react-dom in its manifest by a
 * path the post-build step does not look for, so the copy's pages would lack the hydration
 * chunk's preload that the real build gives them. Caches that tools rewrite are left out.
 */
const NODE_MODULES_CACHES = new Set(['.vite', '.cache', '.vite-temp']);

function isSkipped(path: string): boolean {
  return SKIPPED.has(path) || path.startsWith('.content-tmp-');
}

/**
 * Copies the folder `source` to `target` but for what `skipped` names (by its path inside
 * `source`, with `/`), and hard-links its node_modules in (`cp -al`: thousands of files that are
 * only read, linked in a moment), less the caches in `moduleCaches`, which tools rewrite in place
 * and so, through a link, in the original: a copy of an installed project, cheap and safe to build in.
 */
export function copyWithLinkedModules(
  source: string,
  target: string,
  { skipped = () => false, moduleCaches }: { skipped?: (path: string) => boolean; moduleCaches: ReadonlySet<string> },
): void {
  cpSync(source, target, {
    recursive: true,
    filter: (from) => {
      const path = relative(source, from).split(sep).join('/');
      return path !== 'node_modules' && !skipped(path);
    },
  });
  execFileSync('cp', ['-al', join(source, 'node_modules'), join(target, 'node_modules')]);
  for (const cache of moduleCaches) rmSync(join(target, 'node_modules', cache), { recursive: true, force: true });
}

/** Copies the project (PROJECT_ROOT) into `target`, as it would be before any build, node_modules linked. */
export function copyProject(target: string, projectRoot = PROJECT_ROOT): void {
  copyWithLinkedModules(projectRoot, target, { skipped: isSkipped, moduleCaches: NODE_MODULES_CACHES });
}

/**
 * Runs `work` on a throw-away copy of the project under the system's temporary folder
 * (copyProject), deleted afterwards, also when `work` fails or the process is interrupted. The
 * project itself (its content/, its dist/) is never written.
 */
export async function withProjectCopy<T>(
  work: (root: string) => Promise<T>,
  { prefix = 'talvera-bench-' }: { prefix?: string } = {},
): Promise<T> {
  const later = laterRemovals();
  try {
    const root = later.make(prefix);
    copyProject(root);
    return await work(root);
  } finally {
    later.removeAll();
  }
}
