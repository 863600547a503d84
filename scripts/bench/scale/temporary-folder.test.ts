import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTemporaryFolder } from './temporary-folder';

describe('withTemporaryFolder', () => {
  it('deletes the folder after the work, with what the work wrote', async () => {
    const folder = await withTemporaryFolder('temporary-folder-test-', (path) => {
      writeFileSync(join(path, 'file.txt'), 'x');
      return Promise.resolve(path);
    });
    expect(existsSync(folder)).toBe(false);
  });

  it('deletes it also when the work fails', async () => {
    let seen = '';
    const failing = withTemporaryFolder('temporary-folder-test-', (path) => {
      seen = path;
      return Promise.reject(new Error('build failed'));
    });
    await expect(failing).rejects.toThrow('build failed');
    expect(seen).not.toBe('');
    expect(existsSync(seen)).toBe(false);
  });
});
