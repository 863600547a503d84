import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { compileContent, type CompileResult } from '../compile';
import { contentPaths } from '../paths';
import { FIXTURE_KINDS } from './kinds';

export const GOOD_SITE = fileURLToPath(new URL('./good', import.meta.url));

/** A throw-away copy of the good fixture site, to break one file at a time. */
export type FixtureSite = {
  root: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces the first occurrence of `from` in `file`; throws if `from` is not there. */
  edit(file: string, from: string, to: string): void;
  compile(): CompileResult;
  /** Deletes the copy. */
  remove(): void;
};

/** Copies the good fixture site to a temporary folder; compile() uses the fixture registry. */
export function copyGoodSite(): FixtureSite {
  const root = mkdtempSync(join(tmpdir(), 'content-fixture-'));
  cpSync(GOOD_SITE, root, { recursive: true });
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  return {
    root,
    read,
    write,
    edit(file, from, to) {
      const text = read(file);
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      write(file, text.replace(from, to));
    },
    compile: () => compileContent(contentPaths(root), FIXTURE_KINDS),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A copy of the good fixture site for the running test, deleted when the test ends. */
export function goodSiteForTest(): FixtureSite {
  const copy = copyGoodSite();
  onTestFinished(() => {
    copy.remove();
  });
  return copy;
}
