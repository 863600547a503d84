/**
 * The Astro peer (shared/bench/peer-astro: Astro 5.18 building the same generated Markdown with
 * the same hreflang layout), built the way its run.sh builds it, in a temporary copy installed
 * from its own lock file. Never a dependency of the project: `--peer <path>` names it.
 */
import { chmodSync, cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { walkFiles } from '../../postbuild/dist-files';
import { runCommand } from './run-command';
import { copyWithLinkedModules } from './project-copy';
import { withTemporaryFolder, type LaterRemovals } from './temporary-folder';

/** Installed, built or recorded in the peer's folder: not copied. */
const SKIPPED = new Set(['node_modules', 'dist', '.astro', 'build.log', 'results.tsv']);

/** What run.sh deletes before each build, so that every build is cold. */
const CACHES = ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'];

/** Those of them in node_modules: never hard-linked into a build's folder. */
const NODE_MODULES_CACHES = new Set(
  CACHES.filter((cache) => cache.startsWith('node_modules/')).map((cache) => cache.slice('node_modules/'.length)),
);

export type PeerBuild = { wallMs: number; peakRssKb?: number; htmlPages: number };

export type PeerAstro = {
  /** How it was installed: `npm ci`, or `npm install` where npm ci refused the lock file. */
  installedWith: string;
  /** Generates `articles` per language with the peer's gen.mjs, then a cold build. */
  build: (articles: number) => Promise<PeerBuild>;
};

/** The shared folder may be read-only, and a copy keeps the modes: the copy must be writable. */
function makeWritable(path: string): void {
  chmodSync(path, statSync(path).mode | 0o200);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) makeWritable(join(path, name));
}

async function install(folder: string): Promise<string> {
  const npm = (command: string) =>
    runCommand({
      cwd: folder,
      command: 'npm',
      args: [command, '--no-audit', '--no-fund'],
      logFile: join(folder, `npm-${command}.log`),
    });
  try {
    await npm('ci');
    return 'npm ci';
  } catch {
    // Its README: npm ci refuses the lock file where the registry lacks some platform packages.
    await npm('install');
    return 'npm install (npm ci refused the lock file)';
  }
}

/**
 * Runs `work` with the peer at `peerPath` copied and installed in a temporary folder, deleted
 * afterwards. Each build runs in a folder of its own, as each of ours runs in its own copy of the
 * project: the installed peer with node_modules hard-linked in, handed to `later` afterwards.
 */
export async function withPeerAstro<T>(
  peerPath: string,
  work: (peer: PeerAstro) => Promise<T>,
  later?: LaterRemovals,
): Promise<T> {
  if (!existsSync(join(peerPath, 'gen.mjs'))) throw new Error(`${peerPath} is not the Astro peer: it has no gen.mjs`);
  return withTemporaryFolder('peer-astro-bench-', async (installed) => {
    cpSync(peerPath, installed, {
      recursive: true,
      filter: (source) => !SKIPPED.has(relative(peerPath, source).split(sep)[0] ?? ''),
    });
    makeWritable(installed);
    console.error(`peer: installing Astro in ${installed}…`);
    const installedWith = await install(installed);
    const build = (articles: number): Promise<PeerBuild> =>
      withTemporaryFolder('peer-astro-build-', (buildFolder) => buildIn(buildFolder, articles), later);
    const buildIn = async (folder: string, articles: number): Promise<PeerBuild> => {
      copyWithLinkedModules(installed, folder, { moduleCaches: NODE_MODULES_CACHES });
      await runCommand({
        cwd: folder,
        command: 'node',
        args: ['gen.mjs', String(articles)],
        logFile: join(folder, 'gen.log'),
      });
      for (const cache of CACHES) rmSync(join(folder, cache), { recursive: true, force: true });
      const run = await runCommand({
        cwd: folder,
        command: 'node',
        args: ['node_modules/astro/astro.js', 'build'],
        env: { ASTRO_TELEMETRY_DISABLED: '1' },
        logFile: join(folder, 'build.log'),
        measureMemory: true,
      });
      const htmlPages = walkFiles(join(folder, 'dist')).filter((file) => file.endsWith('.html')).length;
      return { wallMs: run.wallMs, peakRssKb: run.peakRssKb, htmlPages };
    };
    return work({ installedWith, build });
  });
}
