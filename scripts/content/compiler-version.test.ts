import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compilerVersion } from './compiler-version';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project of a few files, as paths relative to it and their text. */
function project(files: Record<string, string>): { root: string; write: (path: string, text: string) => void } {
  const root = mkdtempSync(join(tmpdir(), 'compiler-version-'));
  roots.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  return { root, write };
}

describe('compilerVersion', () => {
  it("changes with the compiler's sources, src/, the packages' patches and package-lock.json, and with nothing else", () => {
    const { root, write } = project({
      'scripts/content/compile.ts': 'a',
      'src/routes/pages.ts': 'b',
      'patches/a-package+1.0.0.patch': 'c',
      'package-lock.json': '{}',
    });
    const version = compilerVersion(root);
    expect(compilerVersion(root)).toBe(version);

    write('scripts/content/compile.test.ts', 'a test');
    write('scripts/content/__fixtures__/good/x.ts', 'a fixture');
    write('src/generated/home/en.ts', 'generated');
    write('content/articles/en/a.md', 'content');
    write('patches/README.md', 'not a patch');
    expect(compilerVersion(root)).toBe(version);

    for (const [path, text] of [
      ['scripts/content/compile.ts', 'a2'],
      ['src/routes/pages.ts', 'b2'],
      ['src/content/schemas/new.ts', 'new'],
      ['patches/a-package+1.0.0.patch', 'c2'],
      ['patches/another+2.0.0.patch', 'new'],
      ['package-lock.json', '{ }'],
    ] as const) {
      const before = compilerVersion(root);
      write(path, text);
      expect(compilerVersion(root), path).not.toBe(before);
    }
  });
});
