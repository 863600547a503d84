import { join, relative, sep } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const PROJECT_ROOT = join(import.meta.dirname, '..');

/**
 * Walks the import graph of `entry` (a path from the project's root) with esbuild, packages left
 * out, `plugins` seeing every import: for the tests that hold the scripts to what they import.
 */
export async function walkImports(entry: string, plugins: Plugin[] = []): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: [join(PROJECT_ROOT, entry)],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    plugins,
  });
  return metafile;
}

/**
 * The packages the import graph of `entry` imports as its modules load, and with `dynamic` those
 * imported on demand too: for the tests that hold the lists of libraries loaded before tsx to
 * what the code imports. esbuild's graph holds every module a dynamic import may load; without
 * `dynamic` it is walked from the entry along static imports only, as Node loads it.
 */
export async function importedPackages(entry: string, { dynamic = false } = {}): Promise<string[]> {
  const { inputs } = await walkImports(entry);
  const onLoad = (kind: string) => kind === 'import-statement' || (dynamic && kind === 'dynamic-import');
  const packages = new Set<string>();
  const entryInput = relative(PROJECT_ROOT, join(PROJECT_ROOT, entry)).split(sep).join('/');
  const loaded = new Set([entryInput]);
  for (const input of loaded)
    for (const { path, kind, external } of inputs[input]?.imports ?? []) {
      if (!onLoad(kind)) continue;
      if (!external) loaded.add(path);
      else if (!path.startsWith('node:')) packages.add(path);
    }
  return [...packages].sort();
}
