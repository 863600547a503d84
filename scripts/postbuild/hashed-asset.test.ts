import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleBrowserScript, hashedFileName, writeHashedAsset } from './hashed-asset';

describe('hashedFileName', () => {
  it('changes with the content and only with it', () => {
    expect(hashedFileName('root', 'js', 'a()')).toMatch(/^root-[0-9a-f]{10}\.js$/);
    expect(hashedFileName('root', 'js', 'a()')).toBe(hashedFileName('root', 'js', 'a()'));
    expect(hashedFileName('root', 'js', 'b()')).not.toBe(hashedFileName('root', 'js', 'a()'));
  });
});

describe('writeHashedAsset', () => {
  it('writes the file under assets/ and returns its URL path', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hashed-asset-'));
    try {
      const path = writeHashedAsset(dist, 'redirect', 'js', 'x()');
      expect(path).toBe(`/assets/${hashedFileName('redirect', 'js', 'x()')}`);
      expect(readFileSync(join(dist, path), 'utf8')).toBe('x()');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('bundleBrowserScript', () => {
  it('bundles the redirect stub script into one self-contained file', () => {
    const code = bundleBrowserScript('src/pages/root/redirect-entry.ts');
    expect(code).toContain('location.replace');
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
  });

  it('fails on an entry that does not exist', () => {
    expect(existsSync('src/pages/root/missing.ts')).toBe(false);
    expect(() => bundleBrowserScript('src/pages/root/missing.ts')).toThrow();
  });
});
