import { join, relative, sep } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const PROJECT_ROOT = join(import.meta.dirname, '..');

/** Walks `entry`'s import graph with esbuild, packages left out, `plugins` seeing every import. */
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

/** Packages imported as the modules load; with `dynamic`, those imported on demand too. */
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
