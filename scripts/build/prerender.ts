import type { PrerenderJob } from './prerender-worker';
import { deal, runTypeScriptWorker, threadCount } from './typescript-worker';

const WORKER = new URL('./prerender-worker.ts', import.meta.url);

/**
 * Renders every path to `dist/<path>/index.html`, spread over worker threads (one per core, or
 * `PRERENDER_WORKERS`): each imports the server bundle once and renders its share with React's
 * string renderer, straight into the template. No DOM is built for any page.
 */
export async function prerenderPages(job: Omit<PrerenderJob, 'paths'>, paths: readonly string[]): Promise<number> {
  const shares = deal(paths, threadCount(paths.length, 50, 'PRERENDER_WORKERS'));
  const counts = await Promise.all(
    shares.map((share) => runTypeScriptWorker<number>(WORKER, { ...job, paths: share })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
