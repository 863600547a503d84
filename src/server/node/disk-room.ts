import { statfsSync } from 'node:fs';
import { orUndefined } from '../or-undefined';

/** A form answers 503 before it fills the disk; looked up at most once a second; a missing folder does not count. */
export function createDiskRoom(dirs: readonly string[], minFreeBytes: number, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let room = true;
  const freeBytes = (dir: string) => {
    const stats = orUndefined(() => statfsSync(dir));
    return stats ? stats.bavail * stats.bsize : Number.POSITIVE_INFINITY;
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
