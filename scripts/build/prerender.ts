import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PrerenderJob } from './prerender-worker';

// The worker is TypeScript like this script, and a worker thread does not inherit tsx's loader
// from `--import tsx`: the bootstrap registers it, then loads the worker module.
const WORKER_BOOTSTRAP = `
import('tsx/esm/api')
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL('./prerender-worker.ts', import.meta.url).href)}));
`;

/** How many pages render at once: one worker per core, or `PRERENDER_WORKERS`. */
function workerCount(pages: number): number {
  const wanted = Number(process.env.PRERENDER_WORKERS) || availableParallelism();
  return Math.max(1, Math.min(wanted, Math.ceil(pages / 50)));
}

/** Deals the paths out like cards, so every worker gets a share of each kind of page. */
function deal<T>(items: readonly T[], hands: number): T[][] {
  const dealt: T[][] = Array.from({ length: hands }, () => []);
  items.forEach((item, index) => dealt[index % hands]?.push(item));
  return dealt;
}

function runWorker(job: PrerenderJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: job });
    worker.once('message', (message: { count?: number; error?: string }) => {
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.count ?? 0);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Renders every path to `dist/<path>/index.html`, spread over worker threads: each imports the
 * server bundle once and renders its share with React's string renderer, straight into the
 * template. No DOM is built for any page.
 */
export async function prerenderPages(job: Omit<PrerenderJob, 'paths'>, paths: readonly string[]): Promise<number> {
  const shares = deal(paths, workerCount(paths.length));
  const counts = await Promise.all(shares.map((share) => runWorker({ ...job, paths: share })));
  return counts.reduce((sum, count) => sum + count, 0);
}
