import { statfsSync } from 'node:fs';

/**
 * Whether the disks of some folders (the outbox or spool, the uploads) still have `minFreeBytes`
 * free, so that a form answers 503 before it writes rather than filling the disk (after which
 * every form fails). Looked up at most once a second; a folder that cannot be looked up (not
 * made yet) does not count against the room.
 */
export function createDiskRoom(dirs: readonly string[], minFreeBytes: number, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let room = true;
  const freeBytes = (dir: string) => {
    try {
      const stats = statfsSync(dir);
      return stats.bavail * stats.bsize;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  };
  return {
    hasRoom(): boolean {
      if (minFreeBytes <= 0) return true;
      if (now() - checkedAt >= 1000) {
        checkedAt = now();
        room = dirs.every((dir) => freeBytes(dir) >= minFreeBytes);
      }
      return room;
    },
  };
}
