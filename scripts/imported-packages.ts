import { join } from 'node:path';
import { build } from 'esbuild';

const PROJECT_ROOT = join(import.meta.dirname, '..');

/**
 * The packages the import graph of `entry` (a path from the project's root) imports, found with
 * esbuild: those imported as the modules load, and with `dynamic` those imported on demand too.
 * For the tests that hold the lists of libraries loaded before tsx to what the code imports.
 */
export async function importedPackages(entry: string, { dynamic = false } = {}): Promise<string[]> {
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
  });
  const packages = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const { path, kind, external } of input.imports) {
      const onLoad = kind === 'import-statement' || (dynamic && kind === 'dynamic-import');
      if (external && onLoad && !path.startsWith('node:')) packages.add(path);
    }
  return [...packages].sort();
}
