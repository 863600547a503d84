import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/** Writes `files` (path relative to `folder` → content) into `folder`, making the folders they need. */
export function writeFiles(folder: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A new dist folder under the system's temporary folder holding `files` (path relative to it →
 * content), deleted after the tests of the test file that made it.
 */
export function fixtureDist(files: Record<string, string> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'fixture-dist-'));
  folders.push(dist);
  writeFiles(dist, files);
  return dist;
}
