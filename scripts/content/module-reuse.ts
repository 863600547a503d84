import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Skipping the modules whose inputs have not changed. A module made from content files (an
 * article's page: its file, its related articles' files, its translation) gets a key from those
 * files' content-cache keys; a record in the content cache's folder keeps, per module, the key it
 * was last written from. A module whose key is the recorded one, and whose file is still there,
 * is neither built nor written again: at 2,000 articles that is most of a run's work when one
 * article changed. A folder of src/generated/ that changed since (a module written by the dev
 * server, removed, replaced) has its modules built and compared again. A module edited by hand
 * in place is only rewritten when its inputs change: delete src/generated/ to have everything
 * written again.
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

type Record = {
  outDir: string;
  version: string;
  /** When each folder holding a recorded module last changed, as this run left it. */
  folders: [string, number][];
  keys: [string, string][];
};

function recordFile(cacheDir: string): string {
  return join(cacheDir, 'modules.json');
}

/** The folder of a module's path, relative to src/generated/ ('' for the folder itself). */
function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** When a folder last had a file added, removed or replaced; undefined when it is gone. */
function changedAt(outDir: string, folder: string): number | undefined {
  try {
    return statSync(join(outDir, folder)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The keys the modules in `outDir` were last written from, by this compiler version, for the
 * modules whose file is still there (`existing`) in a folder nothing has changed since (any
 * other writer of src/generated/, the dev server's among them, writes through a renamed
 * temporary file, which changes the folder); none when there is no such record.
 */
export function writtenKeys(
  cacheDir: string,
  version: string,
  outDir: string,
  existing: ReadonlySet<string>,
): Map<string, string> {
  let record: Partial<Record>;
  try {
    record = JSON.parse(readFileSync(recordFile(cacheDir), 'utf8')) as Partial<Record>;
  } catch {
    return new Map();
  }
  if (record.outDir !== outDir || record.version !== version || !Array.isArray(record.keys)) return new Map();
  const unchanged = new Set(
    (record.folders ?? []).filter(([folder, time]) => changedAt(outDir, folder) === time).map(([folder]) => folder),
  );
  return new Map(record.keys.filter(([path]) => existing.has(path) && unchanged.has(folderOf(path))));
}

/**
 * Forgets the record before modules are written: a run stopped halfway leaves no record that
 * could vouch for a module it rewrote, and the next run compares every module with its file.
 */
export function forgetWrittenKeys(cacheDir: string): void {
  rmSync(recordFile(cacheDir), { force: true });
}

/** Records the keys of the modules now in `outDir`, and when their folders changed, once all are written. */
export function recordWrittenKeys(cacheDir: string, version: string, outDir: string, keys: ModuleKeys): void {
  const folders = [...new Set([...keys.keys()].map(folderOf))].flatMap((folder): [string, number][] => {
    const time = changedAt(outDir, folder);
    return time === undefined ? [] : [[folder, time]];
  });
  const file = recordFile(cacheDir);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify({ outDir, version, folders, keys: [...keys] } satisfies Record));
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}
