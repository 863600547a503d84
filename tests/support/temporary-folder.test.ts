import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterRemovals } from './temporary-folder';

describe('laterRemovals', () => {
  it('keeps the folders it makes until removeAll, then deletes every one with what was written there', () => {
    const later = laterRemovals();
    const folders = ['a', 'b'].map((name) => {
      const folder = later.make('temporary-folder-test-');
      writeFileSync(join(folder, `${name}.txt`), 'x');
      return folder;
    });
    for (const folder of folders) expect(existsSync(folder)).toBe(true);
    later.removeAll();
    for (const folder of folders) expect(existsSync(folder)).toBe(false);
  });
});
