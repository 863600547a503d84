import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { laterRemovals } from './temporary-folder';

/** Writes `files` (path relative to `folder` → content) into `folder`, making the folders they need. */
export function writeFiles(folder: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
}

const folders = laterRemovals();
afterAll(() => {
  folders.removeAll();
});

/**
 * A new dist folder under the system's temporary folder holding `files` (path relative to it →
 * content), deleted after the tests of the test file that made it.
 */
export function fixtureDist(files: Record<string, string> = {}): string {
  const dist = folders.make('fixture-dist-');
  writeFiles(dist, files);
  return dist;
}
