import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedArticle } from './articles';
import { writeAtomically } from './write-atomically';

/**
 * What each article data file (article-modules.ts) was made from, a fingerprint, and the size and
 * modification time it was written with: kept in the content cache's folder after a run writes
 * src/generated/. A run leaves a data file made from the same as then, and found on disk as then
 * written, rather than rendering its articles' bodies again into text (15 MB of it at 2 × 1,000
 * articles) and reading the file back to compare. Like the cache, only ever a shortcut: without
 * it every data file is made again.
 */
const RECORD_FILE = 'article-data-files.json';

type WrittenDataFile = { fingerprint: string; size: number; mtimeMs: number };

/** What a run knows to leave data files as they are. */
export type LastRun = {
  /** src/generated/. */
  outDir: string;
  /** The last run's record, by data file. */
  written: ReadonlyMap<string, WrittenDataFile>;
  /** What every body depends on beside its source: the compiler's version and the claims' figures. */
  common: string;
  /** The cache key of an article's source (compiled-source.ts): its bytes, its path and how it is compiled. */
  sourceKey: (entry: LoadedArticle) => string | undefined;
};

const isWritten = (value: unknown): value is WrittenDataFile =>
  value !== null &&
  typeof value === 'object' &&
  typeof Reflect.get(value, 'fingerprint') === 'string' &&
  typeof Reflect.get(value, 'size') === 'number' &&
  typeof Reflect.get(value, 'mtimeMs') === 'number';

/** The last run's record in the cache folder `cacheDir`; empty when there is none, or none readable. */
export function lastRunRecord(cacheDir: string): Map<string, WrittenDataFile> {
  const file = join(cacheDir, RECORD_FILE);
  try {
    const record: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    if (record === null || typeof record !== 'object') return new Map();
    return new Map(Object.entries(record).filter((entry): entry is [string, WrittenDataFile] => isWritten(entry[1])));
  } catch {
    return new Map();
  }
}

/**
 * A data file's fingerprint: its articles' entries as the file holds them but their bodies, each
 * body by its source's cache key, and what every body depends on (`common`). Undefined when a
 * source has no key (compiled without the cache): its body is then known only by rendering it.
 */
export function dataFileFingerprint(entries: readonly LoadedArticle[], lastRun: LastRun): string | undefined {
  const hash = createHash('sha256').update(lastRun.common);
  for (const entry of entries) {
    const key = lastRun.sourceKey(entry);
    if (key === undefined) return undefined;
    hash.update(`\0${key}\0${JSON.stringify(entry)}`);
  }
  return hash.digest('hex');
}

/** Whether the data file `file` is on disk as the last run wrote it, from what has `fingerprint`. */
export function isUnchanged(file: string, fingerprint: string, lastRun: LastRun): boolean {
  const written = lastRun.written.get(file);
  if (written?.fingerprint !== fingerprint) return false;
  const stats = statSync(join(lastRun.outDir, file), { throwIfNoEntry: false });
  return stats?.size === written.size && stats.mtimeMs === written.mtimeMs;
}

/** Records what the data files now in `outDir` were made from (`fingerprints`, by file), for the next run. */
export function recordDataFiles(cacheDir: string, outDir: string, fingerprints: ReadonlyMap<string, string>): void {
  const record: Record<string, WrittenDataFile> = {};
  for (const [file, fingerprint] of fingerprints) {
    const stats = statSync(join(outDir, file), { throwIfNoEntry: false });
    if (stats) record[file] = { fingerprint, size: stats.size, mtimeMs: stats.mtimeMs };
  }
  mkdirSync(cacheDir, { recursive: true });
  writeAtomically(join(cacheDir, RECORD_FILE), JSON.stringify(record));
}
