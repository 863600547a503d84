import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module, as the build's scripts are. A worker does not
 * inherit tsx's loader from `--import tsx`: a bootstrap registers it, then loads the module.
 * The module answers with one message: `{ result }`, or `{ error }` (a message).
 */
export function runTypeScriptWorker<Result>(module: URL, workerData: unknown): Promise<Result> {
  const bootstrap = `
import('tsx/esm/api')
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(module.href)}));
`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData });
    worker.once('message', (message: { result?: Result; error?: string }) => {
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.result as Result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** How many threads share a job of `items`: one per core (or `envName`), at least `perThread` items each. */
export function threadCount(items: number, perThread: number, envName: string): number {
  const wanted = Number(process.env[envName]) || availableParallelism();
  return Math.max(1, Math.min(wanted, Math.ceil(items / perThread)));
}

/** Deals the items out like cards, so every thread gets a share of each kind. */
export function deal<T>(items: readonly T[], hands: number): T[][] {
  const dealt: T[][] = Array.from({ length: hands }, () => []);
  items.forEach((item, index) => dealt[index % hands]?.push(item));
  return dealt;
}

/** The answer a worker module posts for `work`: its result, or the message of its error. */
export function answerParent(port: { postMessage(message: unknown): void }, work: () => Promise<unknown>): void {
  work().then(
    (result) => {
      port.postMessage({ result });
    },
    (error: unknown) => {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    },
  );
}
