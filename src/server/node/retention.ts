import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isTempName } from './atomic-file';

/** A temporary file or upload folder this old belongs to a writer that died: it is removed. */
export const STALE_TEMP_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Messages older than `maxAgeMs`, and a crash's leftovers; answers how many were removed. */
export async function sweep(
  folders: { messages: readonly string[]; uploads?: string },
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  const removeIfOlder = async (path: string, ageMs: number) => {
    try {
      if (now - (await stat(path)).mtimeMs > ageMs) {
        await rm(path, { recursive: true, force: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  };
  for (const dir of folders.messages) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (isTempName(name)) await removeIfOlder(join(dir, name), STALE_TEMP_MS);
      else if (name.endsWith('.eml')) await removeIfOlder(join(dir, name), maxAgeMs);
    }
  }
  if (folders.uploads) {
    const names = await readdir(folders.uploads).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.startsWith('talvera-upload-'))) {
      await removeIfOlder(join(folders.uploads, name), STALE_TEMP_MS);
    }
  }
  return removed;
}

export function scheduleSweeps(
  folders: { messages: readonly string[]; uploads?: string },
  maxAgeMs: number,
): { stop(): void; done: Promise<number> } {
  const run = () =>
    sweep(folders, maxAgeMs).catch((error: unknown) => {
      console.error('Retention sweep failed', error);
      return 0;
    });
  const done = run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
    done,
  };
}
