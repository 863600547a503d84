import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterRemovals, withTemporaryFolder } from './temporary-folder';

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

describe('laterRemovals', () => {
  it('keeps a folder handed to it until removeAll, then deletes every one', async () => {
    const later = laterRemovals();
    const folders = await Promise.all(
      ['a', 'b'].map((name) =>
        withTemporaryFolder(
          'temporary-folder-test-',
          (path) => {
            writeFileSync(join(path, `${name}.txt`), 'x');
            return Promise.resolve(path);
          },
          later,
        ),
      ),
    );
    for (const folder of folders) expect(existsSync(folder)).toBe(true);
    later.removeAll();
    for (const folder of folders) expect(existsSync(folder)).toBe(false);
  });

  it('takes the folder of a failed work too', async () => {
    const later = laterRemovals();
    let seen = '';
    const failing = withTemporaryFolder(
      'temporary-folder-test-',
      (path) => {
        seen = path;
        return Promise.reject(new Error('build failed'));
      },
      later,
    );
    await expect(failing).rejects.toThrow('build failed');
    expect(existsSync(seen)).toBe(true);
    later.removeAll();
    expect(existsSync(seen)).toBe(false);
  });
});
