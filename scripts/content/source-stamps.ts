import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/**
 * The content cache's key of each content file (a hash of its bytes), remembered with the file's
 * stamp: its size, modification and change times, and inode. A file whose stamp is as recorded
 * is taken as unchanged without being read and hashed again (make and tsc trust less: the size
 * and modification time). The change time cannot be set back (`touch -d`, `cp -p` set only the
 * modification time), and an edit of the same size within one tick of the file system's clock
 * keeps both times: so a stamp is trusted only when the file last changed well before the stamp
 * was taken, as git does with its index: `RACY_MS` before, or `FINE_RACY_MS` when both times have
 * a fraction of a second (a file system whose clock ticks in milliseconds, not seconds). A wrong
 * or missing record only costs a hash.
 */
export type SourceStamps = {
  /** The key recorded for `name` (a file and how it is compiled) if `absolute` still has the stamp it had then. */
  trustedKey(name: string, absolute: string): string | undefined;
  /** Records the key of the bytes read from `absolute`, with the stamp taken before they were read. */
  record(name: string, stamp: Stamp, key: string): void;
  /** The stamp of `absolute` now, or undefined when it cannot be taken; take it before reading the file. */
  stampOf(absolute: string): Stamp | undefined;
  /** Writes the records of the files looked at in this run (whole or not at all). */
  save(): void;
};

/** size, mtime, ctime, inode, and when the stamp was taken. */
export type Stamp = { size: number; mtimeMs: number; ctimeMs: number; ino: string; takenAt: number };

/** Changed this close to when its stamp was taken, a file may have changed again within the same clock tick. */
export const RACY_MS = 2000;

/** The same where times have fractions of a second: ticks of a few ms, and a margin for the coarse clock. */
export const FINE_RACY_MS = 100;

function racyWindow({ mtimeMs, ctimeMs }: Stamp): number {
  return mtimeMs % 1000 !== 0 && ctimeMs % 1000 !== 0 ? FINE_RACY_MS : RACY_MS;
}

const FILE = 'source-stamps.bin';

function sameFile(a: Stamp, b: Stamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

function isStamp(value: unknown): value is Stamp {
  if (value === null || typeof value !== 'object') return false;
  const { size, mtimeMs, ctimeMs, ino, takenAt } = value as Record<string, unknown>;
  return [size, mtimeMs, ctimeMs, takenAt].every((field) => typeof field === 'number') && typeof ino === 'string';
}

type Entry = { stamp: Stamp; key: string };

function readEntries(file: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  try {
    const read: unknown = deserialize(readFileSync(file));
    if (!(read instanceof Map)) return entries;
    read.forEach((value: unknown, name: unknown) => {
      if (typeof name !== 'string' || value === null || typeof value !== 'object') return;
      const { stamp, key } = value as Record<string, unknown>;
      if (isStamp(stamp) && typeof key === 'string') entries.set(name, { stamp, key });
    });
  } catch {
    // Missing, cut short or of another format: every file is hashed.
  }
  return entries;
}

/** The records kept in `cacheDir` (the content cache's folder). */
export function openSourceStamps(cacheDir: string, now: () => number = Date.now): SourceStamps {
  const file = join(cacheDir, FILE);
  const recorded = readEntries(file);
  const used = new Map<string, Entry>();
  let changed = false;
  const stampOf = (absolute: string): Stamp | undefined => {
    // Numbers, not bigints (twice as slow over 2,000 files): equal times stay equal as doubles.
    const stat = statSync(absolute, { throwIfNoEntry: false });
    if (!stat) return undefined;
    const { size, mtimeMs, ctimeMs, ino } = stat;
    return { size, mtimeMs, ctimeMs, ino: String(ino), takenAt: now() };
  };
  return {
    stampOf,
    trustedKey(name, absolute) {
      const entry = recorded.get(name);
      if (!entry) return undefined;
      const stamp = stampOf(absolute);
      if (!stamp || !sameFile(stamp, entry.stamp)) return undefined;
      const racyFrom = entry.stamp.takenAt - racyWindow(entry.stamp);
      if (entry.stamp.mtimeMs > racyFrom || entry.stamp.ctimeMs > racyFrom) return undefined;
      used.set(name, entry);
      return entry.key;
    },
    record(name, stamp, key) {
      used.set(name, { stamp, key });
      changed = true;
    },
    save() {
      if (!changed && used.size === recorded.size) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, serialize(used));
        renameSync(temporary, file);
      } catch {
        // Not kept: the next run hashes every file.
      }
    },
  };
}
