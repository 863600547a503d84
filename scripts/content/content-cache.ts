import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/**
 * What compiling each content file gave, kept between runs so that a run compiles only the files
 * that changed. An entry is found by a hash of the file's bytes, its path and how it is compiled
 * (`sourceKey`). The entries of one compiler version (the hash of the compiler's own sources and
 * of the packages it bundles, run.js) live in the folder `sources-<version>/`, so a changed
 * compiler misses every entry, in 16 files by the key's first digit: a run needs every entry
 * anyway, and creating thousands of small files would cost more than the compiling they save,
 * while one file would be written whole after every edit.
 *
 * The cache is only ever a shortcut: delete it at any time. A cache file that is missing,
 * unreadable, cut short or not a map of entries counts as empty: its files are compiled again.
 * Each is written to a temporary name and renamed into place, so no reader sees half of one.
 * Values are kept with V8's serializer, which, unlike JSON, keeps every value YAML can give
 * (Infinity, NaN, -0). Each entry is serialized when it is set and read back as a new value by
 * every `get`: what a run does to a value afterwards (the pictures attached to an article's
 * data, which depend on other files) never reaches the cache.
 */
export type ContentCache = {
  /** The compiler version (and settings) the entries are kept for: what made them. */
  readonly version: string;
  /** The value kept for `key` by this compiler version, or undefined. */
  get(key: string): unknown;
  /** Whether this compiler version has no entries yet (a first run, or a changed compiler). */
  isEmpty(): boolean;
  /** Whether a value is kept for `key` (counted neither as a hit nor a miss). */
  has(key: string): boolean;
  set(key: string, value: unknown): void;
  /** `set` for a value serialized already (with node:v8's `serialize`), as worker threads send them. */
  setSerialized(key: string, bytes: Uint8Array): void;
  /**
   * A second value kept with the entry of `key` (neither a hit nor a miss): one that most runs
   * do not need, so reading the entry does not deserialize it (an article's rendered HTML).
   */
  attach(key: string, value: unknown): void;
  /** `attach` for a value serialized already. */
  attachSerialized(key: string, bytes: Uint8Array): void;
  /** The value attached to the entry of `key`, or undefined. */
  attached(key: string): unknown;
  /**
   * A value derived from a file's compiled form (`key` made with `sourceKey`), computed once per
   * compiler version; counted neither as a hit nor a miss.
   */
  remember<T>(key: string, compute: () => T): T;
  /**
   * Writes the entries this run read or set, when anything changed, dropping the others (files
   * since edited or deleted), and deletes the cache files of other compiler versions.
   */
  save(): void;
  /** Entries found in the cache, and entries set because their file was compiled in this run (in any thread). */
  readonly stats: { readonly hits: number; readonly misses: number };
};

/** The cache's folders, one per compiler version; nothing else in the cache folder is touched. */
const FOLDER_PREFIX = 'sources-';
const SHARDS = '0123456789abcdef';

/** The key of a file's compiled form: how it is compiled (`unit`, e.g. "yaml:homeContentSchema"), its path and its bytes. */
export function sourceKey(unit: string, file: string, bytes: Uint8Array): string {
  return createHash('sha256').update(unit).update('\0').update(file).update('\0').update(bytes).digest('hex');
}

/** Where the value attached to an entry is kept: in the entry's shard, under a key no entry has. */
function attachedKeyOf(key: string): string {
  return `${key}+attached`;
}

/** The entries in a cache file, each serialized under its key; none when the file is missing or not one of ours. */
function readEntries(file: string): Map<string, Uint8Array> {
  try {
    const entries: unknown = deserialize(readFileSync(file));
    const kept = new Map<string, Uint8Array>();
    if (entries instanceof Map) {
      entries.forEach((value: unknown, key: unknown) => {
        if (typeof key === 'string' && value instanceof Uint8Array) kept.set(key, value);
      });
    }
    return kept;
  } catch {
    return new Map();
  }
}

/** One of a version's files: the entries whose key starts with its digit. */
type Shard = { file: string; kept?: Map<string, Uint8Array>; used: Map<string, Uint8Array>; changed: boolean };

/** An entry's value, or undefined when its bytes are not a value (a cache file of another format). */
function valueOf(bytes: Uint8Array): unknown {
  try {
    return deserialize(bytes);
  } catch {
    return undefined;
  }
}

/** The cache in `dir` (node_modules/.cache/talvera-content/ for the site) for one compiler version. */
export function openContentCache(dir: string, compilerVersion: string): ContentCache {
  const folder = `${FOLDER_PREFIX}${createHash('sha256').update(compilerVersion).digest('hex').slice(0, 32)}`;
  const shards = new Map<string, Shard>(
    SHARDS.split('').map((digit) => [
      digit,
      { file: join(dir, folder, `${digit}.bin`), used: new Map(), changed: false },
    ]),
  );
  const shardOf = (key: string): Shard => {
    const shard = shards.get(key.charAt(0)) ?? { file: '', kept: new Map(), used: new Map(), changed: false };
    shard.kept ??= readEntries(shard.file);
    return shard;
  };
  const compiled = new Set<string>();
  const found = new Set<string>();
  const keep = (key: string, bytes: Uint8Array) => {
    const shard = shardOf(key);
    shard.used.set(key, bytes);
    shard.changed = true;
  };
  const setSerialized = (key: string, bytes: Uint8Array) => {
    keep(key, bytes);
    compiled.add(key);
  };
  const attachSerialized = (key: string, bytes: Uint8Array) => {
    keep(attachedKeyOf(key), bytes);
  };

  return {
    version: compilerVersion,
    stats: {
      get hits() {
        return found.size;
      },
      get misses() {
        return compiled.size;
      },
    },
    get(key) {
      const shard = shardOf(key);
      const bytes = shard.used.get(key) ?? shard.kept?.get(key);
      if (bytes === undefined) return undefined;
      if (!compiled.has(key)) found.add(key);
      shard.used.set(key, bytes);
      // Its attached value stays with it, read or not (the same shard: the key starts the same).
      const attachedKey = attachedKeyOf(key);
      const attached = shard.used.get(attachedKey) ?? shard.kept?.get(attachedKey);
      if (attached !== undefined) shard.used.set(attachedKey, attached);
      return valueOf(bytes);
    },
    isEmpty() {
      return !existsSync(join(dir, folder));
    },
    has(key) {
      const shard = shardOf(key);
      return shard.used.has(key) || shard.kept?.has(key) === true;
    },
    set(key, value) {
      setSerialized(key, serialize(value));
    },
    setSerialized,
    attach(key, value) {
      attachSerialized(key, serialize(value));
    },
    attachSerialized,
    attached(key) {
      const attachedKey = attachedKeyOf(key);
      const shard = shardOf(attachedKey);
      const bytes = shard.used.get(attachedKey) ?? shard.kept?.get(attachedKey);
      if (bytes === undefined) return undefined;
      shard.used.set(attachedKey, bytes);
      return valueOf(bytes);
    },
    remember<T>(key: string, compute: () => T): T {
      const shard = shardOf(key);
      const bytes = shard.used.get(key) ?? shard.kept?.get(key);
      if (bytes !== undefined) {
        shard.used.set(key, bytes);
        return valueOf(bytes) as T;
      }
      const value = compute();
      shard.used.set(key, serialize(value));
      shard.changed = true;
      return value;
    },
    save() {
      try {
        mkdirSync(join(dir, folder), { recursive: true });
        for (const shard of shards.values()) {
          // Dropping entries is a change too: the file then only holds what the content still needs.
          if (!shard.changed && shard.used.size === (shard.kept ??= readEntries(shard.file)).size) continue;
          const temporary = `${shard.file}.${process.pid}.tmp`;
          writeFileSync(temporary, serialize(shard.used));
          renameSync(temporary, shard.file);
        }
        for (const other of readdirSync(dir)) {
          if (other.startsWith(FOLDER_PREFIX) && other !== folder)
            rmSync(join(dir, other), { recursive: true, force: true });
        }
      } catch {
        // A cache that cannot be written (a read-only folder, a full disk) only makes the next run slower.
      }
    },
  };
}
