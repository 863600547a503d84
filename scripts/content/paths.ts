import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PublicFiles } from './assets';
import type { CompileHelper } from './compile-helper';
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
  /** A second thread compiling article files alongside (compile-helper.ts), when the step started one. */
  helper?: CompileHelper;
  /** What is known of public/'s files in this run (assets.ts); compile.ts gives each run its own. */
  publicFiles?: PublicFiles;
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

/** The entries of a folder, sorted, without hidden files (.gitkeep, .DS_Store); none when it is missing. */
export function entriesOf(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => !name.startsWith('.'))
        .sort()
    : [];
}

/** Files with the extension directly in a folder, sorted; none when the folder is missing. */
export function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => join(dir, name));
}
