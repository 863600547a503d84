import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleBrowserScript } from './browser-script';

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
