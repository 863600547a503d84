import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `bytes` to `file` whole or not at all: into a temporary name beside it, then renamed,
 * so a build stopped halfway, or two builds at once, never leave half a file behind (a picture,
 * the record of the article data files).
 */
export function writeAtomically(file: string, bytes: Uint8Array | string): void {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
