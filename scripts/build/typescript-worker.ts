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

/**
 * A place in a list that several threads share, each taking the next item in turn (an atomic
 * counter in shared memory): a thread that starts late or runs slowly takes fewer, and all of
 * them finish together. `buffer` goes to the workers, which take with `sharedCursor(buffer)`.
 */
export type SharedCursor = { buffer: SharedArrayBuffer; take(): number };

export function sharedCursor(buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)): SharedCursor {
  const counter = new Int32Array(buffer);
  return { buffer, take: () => Atomics.add(counter, 0, 1) };
}

/** `work` done on each item this thread takes from `items`, with the item's index. */
export function workTaken<Item, Result>(
  items: readonly Item[],
  cursor: SharedCursor,
  work: (item: Item) => Result,
): [index: number, result: Result][] {
  const done: [number, Result][] = [];
  for (let index = cursor.take(); index < items.length; index = cursor.take())
    done.push([index, work(items[index] as Item)]);
  return done;
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
