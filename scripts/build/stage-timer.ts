import type { Plugin } from 'vite';

/** Prints `build stage: <name> <ms> ms`, the line the scale benchmark (scripts/bench) reads to split the build's wall time. */
function printStage(name: string, ms: number): void {
  console.log(`build stage: ${name} ${Math.round(ms)} ms`);
}

/**
 * A performance mark, not a module variable, holds when the last bundle was written (the
 * prerender starts then, pagesRendered): Vite loads the config afresh for each of
 * vite-react-ssg's builds, with fresh copies of the modules it imports, so the plugin that sets
 * it and the hook that reads it are of different copies of this module. The thread's
 * performance timeline is one.
 */
const BUNDLES_DONE = 'talvera:bundles-done';

/**
 * vite-react-ssg runs two Vite builds, the browser's then the server's, and prints no times:
 * this plugin times each (`client`, `server`) from its start to its last file written.
 */
export function bundleStagesPlugin(): Plugin {
  let stage = 'client';
  let started = 0;
  return {
    name: 'talvera:build-stages',
    apply: 'build',
    configResolved(config) {
      stage = config.build.ssr ? 'server' : 'client';
    },
    buildStart() {
      started = performance.now();
    },
    closeBundle() {
      printStage(stage, performance.mark(BUNDLES_DONE).startTime - started);
    },
  };
}

/** vite-react-ssg's `onFinished`: the prerender's time, from the server bundle to the last page written. */
export function pagesRendered(): void {
  const bundlesDone = performance.getEntriesByName(BUNDLES_DONE, 'mark').at(-1)?.startTime ?? 0;
  printStage('prerender', performance.now() - bundlesDone);
}
