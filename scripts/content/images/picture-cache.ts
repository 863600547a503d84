import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomically } from '../write-atomically';

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
