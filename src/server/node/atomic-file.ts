import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Temporary files start with a dot and end in `.tmp`: never taken for a message (`*.eml`). */
export const TEMP_SUFFIX = '.tmp';
export const isTempName = (name: string) => name.startsWith('.') && name.endsWith(TEMP_SUFFIX);

/** A name for a new message: sortable by time, unique. */
export function messageName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/** Temporary name, fsync, rename, fsync of the folder: all or nothing; the sweep removes a crash's `.…tmp`. */
export async function writeAtomically(dir: string, name: string, source: Readable | string | Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${name}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
  const final = join(dir, name);
  try {
    const stream = typeof source === 'string' || Buffer.isBuffer(source) ? Readable.from([source]) : source;
    await pipeline(stream, createWriteStream(temp, { flags: 'wx', flush: true }));
    await rename(temp, final);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
  return final;
}

export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a folder for fsync; the rename is still atomic there.
  }
}
