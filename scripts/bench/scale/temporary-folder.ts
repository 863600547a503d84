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
  /** Deletes `folder` with the others at the end. */
  add(folder: string): void;
  /** Deletes every folder added so far. */
  removeAll(): void;
};

export function laterRemovals(): LaterRemovals {
  const folders: string[] = [];
  const removeAll = () => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
  const forget = onInterrupt(removeAll);
  return {
    add: (folder) => {
      folders.push(folder);
    },
    removeAll: () => {
      forget();
      removeAll();
    },
  };
}

/**
 * Runs `work` in a new folder under the system's temporary folder and deletes the folder
 * afterwards, also when `work` fails or the process is interrupted (Ctrl-C, SIGTERM). With
 * `later`, the folder is handed to it instead, to be deleted with the others at the end.
 */
export async function withTemporaryFolder<T>(
  prefix: string,
  work: (folder: string) => Promise<T>,
  later?: LaterRemovals,
): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => {
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
  const forget = onInterrupt(remove);
  try {
    return await work(folder);
  } finally {
    forget();
    if (later) later.add(folder);
    else remove();
  }
}
