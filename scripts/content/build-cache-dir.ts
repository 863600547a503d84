import { isAbsolute, join, resolve } from 'node:path';

/**
 * The environment variable that names the folder the content step keeps its caches in. CI sets it
 * to a folder it restores and saves between runs: `npm ci` deletes node_modules/ first, so the
 * caches live outside it.
 */
export const BUILD_CACHE_VARIABLE = 'TALVERA_CACHE_DIR';

/**
 * The caches' folder: `TALVERA_CACHE_DIR` (relative to the project when not absolute), else
 * `.cache/` in the project. Processed pictures are kept in its `images/` folder; everything in it
 * is made again from the sources when it is deleted.
 */
export function buildCacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = env[BUILD_CACHE_VARIABLE]?.trim();
  if (!named) return join(root, '.cache');
  return isAbsolute(named) ? named : resolve(root, named);
}

export const pictureCacheDir = (root: string, env?: NodeJS.ProcessEnv) => join(buildCacheDir(root, env), 'images');
