/**
 * The content step's entries load the compiler's libraries before tsx (compiler-libraries.mjs):
 * the list must be what the step's modules import as they load, so that none is left to load
 * through tsx's hooks, and none is loaded that the step does not use.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { COMPILER_LIBRARIES } from './compiler-libraries.mjs';

const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

/** The packages `entry`'s import graph imports statically (its dynamic imports load on demand). */
async function packagesImportedOnLoad(entry: string): Promise<string[]> {
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
    for (const { path, kind, external } of input.imports)
      if (external && kind === 'import-statement' && !path.startsWith('node:')) packages.add(path);
  return [...packages].sort();
}

describe('the compiler libraries loaded before tsx', () => {
  it("are the packages the content step's modules import as they load", async () => {
    expect([...COMPILER_LIBRARIES].sort()).toEqual(await packagesImportedOnLoad('scripts/content/index.ts'));
  });
});
