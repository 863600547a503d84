import type { Plugin } from 'vite';

/** Prints `build stage: <name> <ms> ms`, the line the scale benchmark (scripts/bench) reads to split the build's wall time. */
function printStage(name: string, ms: number): void {
  console.log(`build stage: ${name} ${Math.round(ms)} ms`);
}

/** When the last bundle was written: the prerender starts then (pagesRendered). */
let bundlesDone = performance.now();

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
      bundlesDone = performance.now();
      printStage(stage, bundlesDone - started);
    },
  };
}

/** vite-react-ssg's `onFinished`: the prerender's time, from the server bundle to the last page written. */
export function pagesRendered(): void {
  printStage('prerender', performance.now() - bundlesDone);
}
