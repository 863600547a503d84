import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onInterrupt } from './on-interrupt';

/**
 * Runs `work` in a new folder under the system's temporary folder and deletes the folder
 * afterwards, also when `work` fails or the process is interrupted (Ctrl-C, SIGTERM).
 */
export async function withTemporaryFolder<T>(prefix: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => {
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
  const forget = onInterrupt(remove);
  try {
    return await work(folder);
  } finally {
    forget();
    remove();
  }
}
