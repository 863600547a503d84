/**
 * `npm run content`: validates content/ and brings src/generated/ up to date (cli.ts).
 *
 * Plain JavaScript, so that Node starts it without a TypeScript loader. It runs the compiler as
 * one module bundled by esbuild from cli.ts and kept in node_modules/.cache/talvera-content/
 * compiler/ (as Vite does with its config file): Node loads one module in a few tens of
 * milliseconds, where the compiler's 400 TypeScript and package modules through tsx take about a
 * second. The bundle is made again whenever any file it was made from changes, and the hash of
 * those files (the compiler's sources, every file of the packages it bundles: Markdown, zod; and
 * package-lock.json, which pins the packages only the full parsers load, on demand) is the
 * compiler version that keys the content cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileWorkerSource, loadCompiler, writeAtomically } from './load-compiler.cjs';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = 'scripts/content/cli.ts';

function hashFile(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** A file's size and modification time: what make and tsc look at before they read it. */
function statOf(path) {
  const { size, mtimeMs } = statSync(path);
  return { size, mtimeMs };
}

/**
 * Whether an input is as it was when the bundle was made: its size and modification time say
 * so at once (a run compares hundreds of package files); otherwise its hash decides, so a
 * checkout that only touched the times does not cost a new bundle.
 */
function isUnchanged([path, hash, recorded]) {
  const absolute = join(PROJECT_ROOT, path);
  const now = statOf(absolute);
  if (recorded && now.size === recorded.size && now.mtimeMs === recorded.mtimeMs) return true;
  return hashFile(absolute) === hash;
}

/**
 * The bundle the manifest names, when it was made from these sources (the bundle names one of
 * them by its path) and every file it was made from is as it was; otherwise undefined.
 */
function recordedBundle(compilerDir) {
  try {
    const manifest = JSON.parse(readFileSync(join(compilerDir, 'manifest.json'), 'utf8'));
    return manifest.root === PROJECT_ROOT && manifest.inputs.every(isUnchanged) ? manifest : undefined;
  } catch {
    // No manifest yet, a removed input, or a manifest cut short: bundle again.
    return undefined;
  }
}

/**
 * zod's index of its 60-odd message locales, as the compiler needs it: English alone (zod's
 * default, which its schemas set on their own). The others were a fifth of the bundle, which
 * every run loads; nothing of ours asks zod for another language.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer, resolveDir }) =>
      importer.includes(`${join('node_modules', 'zod')}`)
        ? { path: join(resolveDir, '..', 'locales', 'index.js'), namespace: 'zod-english-only' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, ({ path }) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(path),
    }));
  },
};

/**
 * fallback-packages.ts as the compiler's bundle has it: the packages it names are not bundled
 * with the compiler, but loaded from a bundle of their own beside it (`<bundle>.fallbacks.cjs`),
 * which esbuild makes, in whichever thread asks first, the first time a run needs one of them.
 * The version covers them through package-lock.json, which pins them (bundleCompiler).
 */
const fallbackPackagesOnDemand = {
  name: 'fallback-packages-on-demand',
  setup(build) {
    build.onResolve({ filter: /^\.\/fallback-packages$/ }, ({ resolveDir }) => ({
      path: join(resolveDir, 'fallback-packages.ts'),
      namespace: 'fallback-packages-on-demand',
    }));
    build.onLoad({ filter: /.*/, namespace: 'fallback-packages-on-demand' }, ({ path }) => ({
      contents: fallbackPackagesLoader(path),
      loader: 'js',
      resolveDir: PROJECT_ROOT,
    }));
  },
};

/**
 * The module that stands for fallback-packages.ts (`entry`) in the compiler's bundle. It finds
 * esbuild where run.js does, not beside the bundle, which is kept where the step runs.
 */
function fallbackPackagesLoader(entry) {
  const esbuildModule = createRequire(import.meta.url).resolve('esbuild');
  return `
    const { existsSync, renameSync, writeFileSync } = require('node:fs');
    const { threadId } = require('node:worker_threads');
    // Not a call esbuild follows: esbuild is run, not bundled.
    const requireAtRuntime = require;
    let packages;
    export function fallbackPackages() {
      if (packages === undefined) {
        const bundle = __filename.replace(/\\.cjs$/, '.fallbacks.cjs');
        if (!existsSync(bundle)) {
          const { outputFiles } = requireAtRuntime(${JSON.stringify(esbuildModule)}).buildSync({
            entryPoints: [${JSON.stringify(entry)}],
            bundle: true,
            platform: 'node',
            format: 'cjs',
            target: 'node20',
            write: false,
            logLevel: 'error',
          });
          const temporary = bundle + '.' + process.pid + '.' + threadId + '.tmp';
          writeFileSync(temporary, outputFiles[0].contents);
          renameSync(temporary, bundle);
        }
        packages = require(bundle).fallbackPackages();
      }
      return packages;
    }`;
}

/** Bundles cli.ts with everything it imports, and records the bundle and its inputs' hashes, sizes and times. */
async function bundleCompiler(compilerDir) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    // CommonJS, so that run.js can compile it as a vm.Script with V8's code cache (loadCompiler).
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'error',
    // A native addon, loaded from node_modules where it is installed (images/render-variants.ts),
    // and esbuild, which bundles the fallback packages when a run needs them.
    external: ['sharp', 'esbuild'],
    plugins: [zodEnglishOnly, fallbackPackagesOnDemand],
    // import('sharp') as require: a vm.Script's own import() needs --experimental-vm-modules on Node 20.
    supported: { 'dynamic-import': false },
    // import.meta of the sources: the bundle's own address, and no Vite env (src/config.ts reads it).
    define: { 'import.meta.url': '__bundleUrl', 'import.meta.env': 'undefined' },
    banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  // This file too: how the bundle is made is part of what it is.
  // Each file's size and time are taken before its hash: a file changed in between is hashed again next time.
  // Files on disk only: the plugins' modules (`zod-english-only:…`) are made by this file. The
  // fallback packages, made into a bundle later, are the files package-lock.json pins.
  const plugins = [zodEnglishOnly, fallbackPackagesOnDemand].map(({ name }) => `${name}:`);
  const files = Object.keys(result.metafile.inputs).filter((path) => !plugins.some((name) => path.startsWith(name)));
  const made = ['scripts/content/run.js', 'scripts/content/load-compiler.cjs'];
  const fallbacks = ['scripts/content/fallback-packages.ts', 'package-lock.json'];
  const inputs = [...files, ...made, ...fallbacks].sort().map((path) => {
    const absolute = join(PROJECT_ROOT, path);
    const stat = statOf(absolute);
    return [path, hashFile(absolute), stat];
  });
  const version = createHash('sha256')
    .update(JSON.stringify([process.version, inputs.map(([path, hash]) => [path, hash])]))
    .digest('hex');
  const bundle = `compiler-${version.slice(0, 16)}.cjs`;
  mkdirSync(compilerDir, { recursive: true });
  for (const name of readdirSync(compilerDir)) if (name.startsWith('compiler-')) rmSync(join(compilerDir, name));
  writeAtomically(join(compilerDir, bundle), result.outputFiles[0].contents);
  const manifest = { version, bundle, root: PROJECT_ROOT, inputs };
  writeAtomically(join(compilerDir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

const root = process.cwd();
const cacheDir = join(root, 'node_modules', '.cache', 'talvera-content');
const compilerDir = join(cacheDir, 'compiler');
const { version, bundle } = recordedBundle(compilerDir) ?? (await bundleCompiler(compilerDir));
const bundleFile = join(compilerDir, bundle);
const { compiler, saveCodeCache } = loadCompiler(bundleFile);
// `--preview` (npm run dev): drafts and scheduled articles are written too, with their banners.
const preview = process.argv.includes('--preview');
const workerSource = compileWorkerSource(bundleFile);
process.exitCode = await compiler.runContentStep({ root, cacheDir, compilerVersion: version, workerSource, preview });
saveCodeCache();
