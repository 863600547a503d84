import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Skipping the modules whose inputs have not changed. A module made from content files (an
 * article's page: its file, its related articles' files, its translation) gets a key from those
 * files' content-cache keys; a record in the content cache's folder keeps, per module, the key it
 * was last written from. A module whose key is the recorded one, and whose file is still there,
 * is neither built nor written again: at 2,000 articles that is most of a run's work when one
 * article changed. src/generated/ is the compiler's alone: a module edited by hand is only
 * rewritten when its inputs change (delete the folder to have everything written again).
 */
export type ModuleReuse<Input> = {
  /**
   * Whether the module at `path` (relative to src/generated/) is the one last written for
   * `input`: then it is not built. Records the key either way, for the next run.
   */
  reused(path: string, input: Input): boolean;
};

/** Module keys by path: those recorded by the last write, and those of this run. */
export type ModuleKeys = Map<string, string>;

/**
 * Reuse by key: `keyOf` gives an input's key (undefined: always build), `written` the keys the
 * modules on disk were written from; `keys` collects this run's keys.
 */
export function reuseByKey<Input>(
  keyOf: (input: Input) => string | undefined,
  written: ReadonlyMap<string, string>,
  keys: ModuleKeys,
): ModuleReuse<Input> {
  return {
    reused(path, input) {
      const key = keyOf(input);
      if (key === undefined) return false;
      keys.set(path, key);
      return written.get(path) === key;
    },
  };
}

type Record = { outDir: string; version: string; keys: [string, string][] };

function recordFile(cacheDir: string): string {
  return join(cacheDir, 'modules.json');
}

/**
 * The keys the modules in `outDir` were last written from, by this compiler version, for the
 * modules whose file is still there (`existing`); none when there is no such record.
 */
export function writtenKeys(
  cacheDir: string,
  version: string,
  outDir: string,
  existing: ReadonlySet<string>,
): Map<string, string> {
  try {
    const record = JSON.parse(readFileSync(recordFile(cacheDir), 'utf8')) as Partial<Record>;
    if (record.outDir !== outDir || record.version !== version || !Array.isArray(record.keys)) return new Map();
    return new Map(record.keys.filter(([path]) => existing.has(path)));
  } catch {
    return new Map();
  }
}

/**
 * Forgets the record before modules are written: a run stopped halfway leaves no record that
 * could vouch for a module it rewrote, and the next run compares every module with its file.
 */
export function forgetWrittenKeys(cacheDir: string): void {
  rmSync(recordFile(cacheDir), { force: true });
}

/** Records the keys of the modules now in `outDir`, once they are all written. */
export function recordWrittenKeys(cacheDir: string, version: string, outDir: string, keys: ModuleKeys): void {
  const file = recordFile(cacheDir);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify({ outDir, version, keys: [...keys] } satisfies Record));
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}
