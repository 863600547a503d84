import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PublicFiles } from './assets';
import type { CompiledFiles } from './compiled-source';

/** Where the compiler reads from, so tests can point it at fixtures. */
export type ContentPaths = {
  root: string;
  contentDir: string;
  publicDir: string;
  content(...segments: string[]): string;
  relative(file: string): string;
  /** What each file compiled to in an earlier run of this process (the dev server's); without it, every file is compiled. */
  compiled?: CompiledFiles;
  /** What is known of public/'s files in this run (assets.ts); compile.ts gives each run its own. */
  publicFiles?: PublicFiles;
};

export function contentPaths(
  root: string,
  contentDir = join(root, 'content'),
  publicDir = join(root, 'public'),
): ContentPaths {
  const rootPrefix = root.endsWith(sep) ? root : `${root}${sep}`;
  return {
    root,
    contentDir,
    publicDir,
    content: (...segments) => join(contentDir, ...segments),
    // Asked for several times per file a run (keying, compiling, placing issues): cut from the
    // path where it can be, path.relative (microseconds a call) otherwise.
    relative: (file) => relativeUnder(rootPrefix, file) ?? relative(root, file),
  };
}

/**
 * A file's name under a folder (`prefix`, ending in the separator), as path.relative gives it
 * when the file's path is plainly inside: no `.` or `..` part, no doubled separator. Undefined
 * otherwise, for path.relative to work out. The compiler's own paths (listFiles) are plain.
 */
export function relativeUnder(prefix: string, file: string): string | undefined {
  if (!file.startsWith(prefix) || file.length === prefix.length) return undefined;
  const rest = file.slice(prefix.length);
  const parts = rest.split(sep);
  return parts.every((part) => part !== '' && part !== '.' && part !== '..') ? rest : undefined;
}

/** Files with the extension directly in a folder, sorted; none when the folder is missing. */
export function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => join(dir, name));
}
