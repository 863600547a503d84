import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `bytes` to `file` whole or not at all: into a temporary name beside it, then renamed,
 * so a build stopped halfway, or two builds at once, never leave half a picture behind.
 */
export function writeAtomically(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The cache of processed pictures: files named by their variant's key, width and format. */
export type PictureCache = {
  has(name: string): boolean;
  read(name: string): Buffer;
  write(name: string, bytes: Uint8Array): void;
  path(name: string): string;
};

export function pictureCache(dir: string): PictureCache {
  mkdirSync(dir, { recursive: true });
  const path = (name: string) => join(dir, name);
  return {
    has: (name) => existsSync(path(name)),
    read: (name) => readFileSync(path(name)),
    write: (name, bytes) => {
      writeAtomically(path(name), bytes);
    },
    path,
  };
}
