import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDist } from '../../tests/support/fixture-dist';
import { hashedFileName, writeHashedAsset } from './hashed-asset';

describe('hashedFileName', () => {
  it('changes with the content and only with it', () => {
    expect(hashedFileName('root', 'js', 'a()')).toMatch(/^root-[0-9a-f]{10}\.js$/);
    expect(hashedFileName('root', 'js', 'a()')).toBe(hashedFileName('root', 'js', 'a()'));
    expect(hashedFileName('root', 'js', 'b()')).not.toBe(hashedFileName('root', 'js', 'a()'));
  });
});

describe('writeHashedAsset', () => {
  it('writes the file under assets/ and returns its URL path', () => {
    const dist = fixtureDist();
    const path = writeHashedAsset(dist, 'redirect', 'js', 'x()');
    expect(path).toBe(`/assets/${hashedFileName('redirect', 'js', 'x()')}`);
    expect(readFileSync(join(dist, path), 'utf8')).toBe('x()');
  });
});
