import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the compiler reads from, so tests can point it at fixtures. */
export type ContentPaths = {
  root: string;
  contentDir: string;
  publicDir: string;
  content(...segments: string[]): string;
  relative(file: string): string;
};

export function contentPaths(
  root: string,
  contentDir = join(root, 'content'),
  publicDir = join(root, 'public'),
): ContentPaths {
  return {
    root,
    contentDir,
    publicDir,
    content: (...segments) => join(contentDir, ...segments),
    relative: (file) => relative(root, file),
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
