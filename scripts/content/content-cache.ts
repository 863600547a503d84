import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/**
 * What compiling each content file gave, kept between runs so that a run compiles only the files
 * that changed. An entry is found by a hash of the file's bytes, its path and how it is compiled
 * (`sourceKey`); the entries of one compiler version (the hash of the compiler's own sources and
 * of the packages it bundles, run.js) live in one file, `sources-<version>.bin`, so a changed
 * compiler misses every entry. One file rather than one per entry: a run needs every entry
 * anyway, and creating thousands of small files costs more than all the compiling they save.
 *
 * The cache is only ever a shortcut: delete it at any time. A cache file that is missing,
 * unreadable, cut short or not a map of entries counts as empty: every file is compiled again.
 * It is written to a temporary name and renamed into place, so no reader sees half of it. Values are kept with V8's serializer, which, unlike JSON,
 * keeps every value YAML can give (Infinity, NaN, -0).
 */
export type ContentCache = {
  /** The value kept for `key` by this compiler version, or undefined. */
  get(key: string): unknown;
  /** Whether a value is kept for `key` (counted neither as a hit nor a miss). */
  has(key: string): boolean;
  set(key: string, value: unknown): void;
  /**
   * Writes the entries this run read or set, when anything changed, dropping the others (files
   * since edited or deleted), and deletes the cache files of other compiler versions.
   */
  save(): void;
  /** Files found in the cache, and files compiled in this run (a miss, in the main thread or a worker). */
  readonly stats: { hits: number; misses: number };
};

/** The cache files, one per compiler version; nothing else in the cache folder is touched. */
const FILE_PREFIX = 'sources-';

/** The key of a file's compiled form: how it is compiled (`unit`, e.g. "yaml:homeContentSchema"), its path and its bytes. */
export function sourceKey(unit: string, file: string, bytes: Uint8Array): string {
  return createHash('sha256').update(unit).update('\0').update(file).update('\0').update(bytes).digest('hex');
}

/** The entries in a cache file, each under its key; none when the file is missing or not one of ours. */
function readEntries(file: string): Map<string, unknown> {
  try {
    const entries: unknown = deserialize(readFileSync(file));
    const kept = new Map<string, unknown>();
    if (entries instanceof Map) {
      entries.forEach((value: unknown, key: unknown) => {
        if (typeof key === 'string') kept.set(key, value);
      });
    }
    return kept;
  } catch {
    return new Map();
  }
}

/** The cache in `dir` (node_modules/.cache/talvera-content/ for the site) for one compiler version. */
export function openContentCache(dir: string, compilerVersion: string): ContentCache {
  const name = `${FILE_PREFIX}${createHash('sha256').update(compilerVersion).digest('hex').slice(0, 32)}.bin`;
  const file = join(dir, name);
  let kept: Map<string, unknown> | undefined;
  const keptEntries = () => (kept ??= readEntries(file));
  /** What this run read from the file or compiled: all the next run needs. */
  const used = new Map<string, unknown>();
  const compiled = new Set<string>();
  const stats = { hits: 0, misses: 0 };

  return {
    stats,
    get(key) {
      const value = used.get(key) ?? keptEntries().get(key);
      if (value === undefined || compiled.has(key)) stats.misses++;
      else stats.hits++;
      if (value !== undefined) used.set(key, value);
      return value;
    },
    has(key) {
      return used.has(key) || keptEntries().has(key);
    },
    set(key, value) {
      used.set(key, value);
      compiled.add(key);
    },
    save() {
      // Dropping entries is a change too: the file then only holds what the content still needs.
      if (compiled.size === 0 && used.size === keptEntries().size) return;
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(temporary, serialize(used));
        renameSync(temporary, file);
        for (const other of readdirSync(dir)) {
          if (other.startsWith(FILE_PREFIX) && other !== name) rmSync(join(dir, other), { force: true });
        }
      } catch {
        // A cache that cannot be written (a read-only folder, a full disk) only makes the next run slower.
        rmSync(temporary, { force: true });
      }
    },
  };
}
