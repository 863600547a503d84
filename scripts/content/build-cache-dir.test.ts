import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCacheDir, pictureCacheDir } from './build-cache-dir';

describe('the build caches folder', () => {
  const root = '/work/site';

  it('is .cache/ in the project unless TALVERA_CACHE_DIR names one', () => {
    expect(buildCacheDir(root, {})).toBe(join(root, '.cache'));
    expect(buildCacheDir(root, { TALVERA_CACHE_DIR: '  ' })).toBe(join(root, '.cache'));
  });

  it('takes an absolute folder as given and a relative one from the project', () => {
    expect(buildCacheDir(root, { TALVERA_CACHE_DIR: '/runner/cache' })).toBe('/runner/cache');
    expect(buildCacheDir(root, { TALVERA_CACHE_DIR: 'ci-cache' })).toBe(join(root, 'ci-cache'));
  });

  it('keeps pictures in its images/ folder, outside node_modules', () => {
    const env = { TALVERA_CACHE_DIR: '/runner/cache' };
    expect(pictureCacheDir(root, env)).toBe('/runner/cache/images');
    expect(pictureCacheDir(root, {})).not.toContain('node_modules');
  });
});
