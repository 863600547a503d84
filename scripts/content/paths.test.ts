import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentPaths, relativeUnder } from './paths';

describe("a file's name relative to the project", () => {
  const root = join('/', 'work', 'site');

  it('is taken from the path itself when the file is plainly inside, as path.relative gives it', () => {
    const file = join(root, 'content', 'articles', 'en', 'hello.md');
    expect(relativeUnder(`${root}${sep}`, file)).toBe(join('content', 'articles', 'en', 'hello.md'));
    expect(contentPaths(root).relative(file)).toBe(relative(root, file));
  });

  it('is left to path.relative for any other path', () => {
    for (const file of [
      root,
      `${root}${sep}`,
      `${root}-other${sep}x.md`,
      `${root}${sep}a${sep}..${sep}b.md`,
      `${root}${sep}.${sep}a.md`,
      `${root}${sep}${sep}a.md`,
      join('/', 'elsewhere', 'a.md'),
    ]) {
      expect(relativeUnder(`${root}${sep}`, file), file).toBeUndefined();
      expect(contentPaths(root).relative(file), file).toBe(relative(root, file));
    }
  });

  it('never differs from path.relative (random paths of names, dots, empty parts)', () => {
    const part = fc.constantFrom('content', 'en', 'a.md', '.', '..', '', '.hidden', 'site', 'work', '..a');
    const file = fc
      .tuple(fc.constantFrom(root, '/work', '/'), fc.array(part, { maxLength: 6 }))
      .map(([start, parts]) => [start, ...parts].join(sep));
    let plain = 0;
    fc.assert(
      fc.property(file, (path) => {
        const quick = relativeUnder(`${root}${sep}`, path);
        if (quick !== undefined) {
          plain++;
          expect(quick).toBe(relative(root, path));
        }
        expect(contentPaths(root).relative(path)).toBe(relative(root, path));
      }),
      { numRuns: 3000, seed: 2611 },
    );
    expect(plain).toBeGreaterThan(200);
  });
});
