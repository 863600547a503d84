import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onInterrupt } from './on-interrupt';

/**
 * Temporary folders kept until the end of a benchmark, then deleted together (also when the
 * process is interrupted). Deleting thousands of files just before a timed build slows that
 * build down: on this machine's disk, making 2,920 folders with a page in each took 0.15 s of
 * the kernel's time where nothing had been deleted for minutes, and 0.5–5 s soon after large
 * deletes. A benchmark that deletes each copy as soon as it is measured charges the next build.
 */
export type LaterRemovals = {
  /** A new folder under the system's temporary folder, deleted with the others at the end. */
  make(prefix: string): string;
  /** Deletes every folder made so far. */
  removeAll(): void;
};

export function laterRemovals(): LaterRemovals {
  const folders: string[] = [];
  const removeAll = () => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
  const forget = onInterrupt(removeAll);
  return {
    make: (prefix) => {
      const folder = mkdtempSync(join(tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
    removeAll: () => {
      forget();
      removeAll();
    },
  };
}
