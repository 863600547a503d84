import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from './paths';

describe("a file's name relative to the project", () => {
  const root = join('/', 'work', 'site');

  it('is the path from the project, as path.relative gives it', () => {
    const file = join(root, 'content', 'articles', 'en', 'hello.md');
    expect(contentPaths(root).relative(file)).toBe(join('content', 'articles', 'en', 'hello.md'));
    for (const other of [root, `${root}-other/x.md`, join('/', 'elsewhere', 'a.md')])
      expect(contentPaths(root).relative(other)).toBe(relative(root, other));
  });
});
