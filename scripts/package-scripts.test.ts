/**
 * An npm script whose TypeScript imports the compiled content (`src/generated/`) fails on a fresh
 * clone unless the content step runs first. This test finds such imports with esbuild and holds
 * every script to it, except those that by design run on a site already built.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { walkImports } from './imported-packages';

const PROJECT_ROOT = join(import.meta.dirname, '..');

/** Scripts that read `dist/` or are a step of `npm run build`, so content exists by then. */
const RUN_AFTER_A_BUILD = new Set([
  'build:site',
  'serve',
  'bench',
  'check:dist',
  'check:budgets',
  'check:html',
  'check:social',
]);

/** What makes `src/generated/` exist for the commands after it in the same script. */
const MAKES_CONTENT =
  /^(npm run (content|build)|node (--[\w-]+=\S+ )*(--import tsx scripts\/content\/index\.ts|scripts\/content\/run\.mjs))\b/;

const TYPESCRIPT_ENTRY = /^node --import tsx (\S+\.ts)\b/;

/** The TypeScript entries a script runs before anything in it has made the content. */
function entriesBeforeContent(script: string): string[] {
  const entries: string[] = [];
  for (const command of script.split('&&').map((part) => part.trim())) {
    if (MAKES_CONTENT.test(command)) break;
    const entry = TYPESCRIPT_ENTRY.exec(command)?.[1];
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The modules of `entry`'s import graph that import something under `src/generated/`. */
async function importersOfGeneratedContent(entry: string): Promise<string[]> {
  const importers = new Set<string>();
  const recordGenerated: Plugin = {
    name: 'record-generated',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /(^|\/)generated\// }, (args) => {
        importers.add(args.importer.slice(PROJECT_ROOT.length + 1));
        return { path: args.path, external: true };
      });
    },
  };
  await walkImports(entry, [recordGenerated]);
  return [...importers].sort();
}

const packageScripts = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('entriesBeforeContent', () => {
  it('stops at the first command that makes the content', () => {
    expect(entriesBeforeContent('node --import tsx a.ts && npm run content && node --import tsx b.ts')).toEqual([
      'a.ts',
    ]);
    expect(entriesBeforeContent('npm run build && node --import tsx b.ts')).toEqual([]);
    expect(entriesBeforeContent('node --import tsx scripts/content/index.ts --preview && vite')).toEqual([]);
    expect(entriesBeforeContent('node scripts/content/run.mjs --preview && node --import tsx a.ts')).toEqual([]);
    expect(entriesBeforeContent('node --max-semi-space-size=32 --import tsx scripts/content/index.ts && vite')).toEqual(
      [],
    );
  });

  it('finds every TypeScript entry when nothing makes the content', () => {
    expect(entriesBeforeContent('node --import tsx a.ts --flag && vitest run && node --import tsx b.ts')).toEqual([
      'a.ts',
      'b.ts',
    ]);
  });
});

describe('package scripts on a fresh clone', () => {
  const scriptsToCheck = Object.entries(packageScripts).filter(([name]) => !RUN_AFTER_A_BUILD.has(name));

  it.each(scriptsToCheck)('%s makes the content before importing it', async (_name, script) => {
    for (const entry of entriesBeforeContent(script)) {
      expect({ entry, importers: await importersOfGeneratedContent(entry) }).toEqual({ entry, importers: [] });
    }
  });

  it('the check sees an import of the content', async () => {
    expect(await importersOfGeneratedContent('scripts/bench/weigh-pages.ts')).not.toEqual([]);
  });
});
