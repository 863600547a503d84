import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PublicFiles } from './assets';
import type { ContentCache } from './content-cache';

/** Where the compiler reads from, so tests can point it at fixtures. */
export type ContentPaths = {
  root: string;
  contentDir: string;
  publicDir: string;
  content(...segments: string[]): string;
  relative(file: string): string;
  /** Where compiled files are kept between runs (content-cache.ts); without it, every file is compiled. */
  cache?: ContentCache;
  /** What is known of public/'s files in this run (assets.ts); compile.ts gives each run its own. */
  publicFiles?: PublicFiles;
  /**
   * Cache keys of files already read in this run (parallel-compile.ts), by sourceKeyName: the
   * compiler then finds their results in the cache without reading them again.
   */
  sourceKeys?: Map<string, string>;
};

export function contentPaths(
  root: string,
  contentDir = join(root, 'content'),
  publicDir = join(root, 'public'),
): ContentPaths {
  // Each file's name is asked for several times a run (keying, compiling, placing issues).
  const relativeNames = new Map<string, string>();
  return {
    root,
    contentDir,
    publicDir,
    content: (...segments) => join(contentDir, ...segments),
    relative: (file) => {
      let name = relativeNames.get(file);
      if (name === undefined) {
        name = relative(root, file);
        relativeNames.set(file, name);
      }
      return name;
    },
  };
}

/** Files with the extension directly in a folder, sorted; none when the folder is missing. */
export function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => join(dir, name));
}
