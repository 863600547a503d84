import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The compiler's version, which keys the content cache (content-cache.ts): a hash of the Node
 * version, package-lock.json (the pinned Markdown, YAML and zod packages), our patches of
 * packages (patches/: the Markdown parser is patched) and every source the
 * compiler could import: scripts/content/ and src/ but its generated modules (the compiler
 * reads the route table, the schemas, the languages and a few page modules from src/).
 *
 * LOUD: anything else the compiled results depend on must be added here, or a cached result
 * outlives the code that made it. Hashing all of src/ rather than the modules the compiler
 * imports keeps this list short and right as imports change; its cost is a cold content step
 * after an edit anywhere in src/.
 */
const SOURCE_FOLDERS = ['scripts/content', 'src'];
/** patch-package's patches, applied to the installed packages. */
const PATCHES = 'patches';
const PATCH = /\.patch$/;
const LEFT_OUT = new Set(['generated', 'node_modules', '__fixtures__']);
const SOURCE = /\.(ts|tsx|js|cjs|mjs|json)$/;
const TEST = /\.(test|slow-test)\.tsx?$/;

function sourcesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return LEFT_OUT.has(entry.name) ? [] : sourcesUnder(root, path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** The project this compiler is part of: its own sources are the ones that run. */
const COMPILER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The compiler's version, from the sources under `root` (by default, its own). */
export function compilerVersion(root = COMPILER_ROOT): string {
  const hash = createHash('sha256').update(process.version);
  const patchFolder = join(root, PATCHES);
  const patches = (existsSync(patchFolder) ? readdirSync(patchFolder) : [])
    .filter((name) => PATCH.test(name))
    .map((name) => `${PATCHES}/${name}`);
  const files = [
    ...SOURCE_FOLDERS.flatMap((folder) => sourcesUnder(root, folder)),
    ...patches,
    'package-lock.json',
  ].sort();
  for (const path of files) hash.update(`\0${path}\0`).update(readFileSync(join(root, path)));
  return hash.digest('hex').slice(0, 32);
}
