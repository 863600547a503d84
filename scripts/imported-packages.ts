import { join } from 'node:path';
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
 * what the code imports.
 */
export async function importedPackages(entry: string, { dynamic = false } = {}): Promise<string[]> {
  const packages = new Set<string>();
  for (const input of Object.values((await walkImports(entry)).inputs))
    for (const { path, kind, external } of input.imports) {
      const onLoad = kind === 'import-statement' || (dynamic && kind === 'dynamic-import');
      if (external && onLoad && !path.startsWith('node:')) packages.add(path);
    }
  return [...packages].sort();
}
