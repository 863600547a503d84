import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-dist';

describe('fixtureDist', () => {
  it('makes a new folder holding each file at its path, with the folders between', () => {
    const dist = fixtureDist({ 'index.html': '<p>Home</p>', 'en/pricing/index.html': '<p>Pricing</p>' });
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<p>Home</p>');
    expect(readFileSync(join(dist, 'en', 'pricing', 'index.html'), 'utf8')).toBe('<p>Pricing</p>');
    expect(fixtureDist()).not.toBe(dist);
  });

  it('makes an empty folder when given no files', () => {
    expect(readdirSync(fixtureDist())).toEqual([]);
  });
});
