import { once } from 'node:events';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { ARTICLES } from './articles';
import { loadClaims } from './claims';
import { compileSource, type CompiledFile } from './compiled-source';
import { contentPaths } from './paths';
import { MARKDOWN_COMPILE_LIMIT_MS } from './time-limit';
import { yamlDocument, type PortableYamlDocument } from './yaml-document';
import { withClaims } from '../../src/content/schemas/claim-fill';

/**
 * A second thread that compiles article files while the main thread compiles the rest of
 * content/. Both take files from one list, the main thread from the front (the order it compiles
 * them in), the helper from the back, and each claims a file in memory both share before
 * compiling it, so no file is compiled twice. When the main thread comes to a file the helper
 * has claimed, it waits for that file's result, which the helper compiled exactly as the main
 * thread would have (compileSource, with the same claims, within the same time limit).
 */
export type CompileHelper = {
  /**
   * The helper's result for an article file it has claimed. Undefined when the caller is to
   * compile the file itself: a file the helper was not given or has not reached (now claimed
   * for the caller), or one the helper failed on, whose error the caller's compile then reports.
   */
  take(absoluteFile: string): CompiledFile<unknown> | undefined;
  /** Resolves once the helper has been through every file of its list. */
  finished: Promise<void>;
  /** Stops the helper; how many files it compiled that the main thread used. */
  stop(): Promise<{ used: number }>;
};

const FREE = 0;
const MAIN = 1;
const HELPER = 2;

/**
 * How long the main thread waits for a file the helper claimed: a compile stops at its time
 * limit, so a helper that is silent for twice that has died, and the main thread compiles alone.
 */
const SILENT_HELPER_MS = 2 * MARKDOWN_COMPILE_LIMIT_MS;

type Shared = { root: string; files: string[]; claims: Int32Array; posted: Int32Array; port: MessagePort };

type Posted = {
  file: string;
  result: (Omit<CompiledFile<unknown>, 'document'> & { document?: PortableYamlDocument }) | null;
};

/** Starts a helper on `files` (absolute paths of article files) of the project at `root`. */
export function startCompileHelper(root: string, files: string[]): CompileHelper {
  const claims = new Int32Array(new SharedArrayBuffer(4 * Math.max(files.length, 1)));
  const posted = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const shared: Shared = { root, files, claims, posted, port: port2 };
  // A JavaScript entry that loads tsx in the thread: a worker does not inherit `--import tsx`.
  const worker = new Worker(new URL('./compile-helper-thread.mjs', import.meta.url), {
    workerData: shared,
    transferList: [port2],
  });
  // Files it has not claimed are the main thread's; one it claimed is waited for SILENT_HELPER_MS at most.
  worker.on('error', (error) => {
    console.error(`content: the compile helper stopped (${error.message}); the main thread compiles alone`);
  });
  const finished = once(worker, 'exit').then(() => undefined);
  const indexOf = new Map(files.map((file, index) => [file, index]));
  const results = new Map<string, Posted['result']>();
  let silent = false;
  let used = 0;

  const receive = () => {
    for (let message = receiveMessageOnPort(port1); message; message = receiveMessageOnPort(port1)) {
      const { file, result } = message.message as Posted;
      results.set(file, result);
    }
  };

  return {
    take(absoluteFile) {
      const index = indexOf.get(absoluteFile);
      if (index === undefined || silent || Atomics.compareExchange(claims, index, FREE, MAIN) === FREE)
        return undefined;
      const giveUpAt = performance.now() + SILENT_HELPER_MS;
      for (;;) {
        // Read before receiving: a result posted after the receive changes it, and the wait returns at once.
        const seen = Atomics.load(posted, 0);
        receive();
        if (results.has(absoluteFile)) {
          const result = results.get(absoluteFile);
          results.delete(absoluteFile);
          if (!result) return undefined;
          used++;
          return { ...result, document: result.document && yamlDocument(result.document) };
        }
        if (performance.now() > giveUpAt) {
          silent = true;
          return undefined;
        }
        Atomics.wait(posted, 0, seen, 100);
      }
    },
    finished,
    stop: async () => {
      await worker.terminate();
      return { used };
    },
  };
}

/** The helper thread's work (compile-helper-thread.mjs runs it): the files of its list from the back. */
export function runCompileHelper({ root, files, claims, posted, port }: Shared): void {
  const paths = contentPaths(root);
  const loadedClaims = loadClaims(paths);
  const compile = (file: string) => compileSource(paths, file, ARTICLES);
  for (let index = files.length - 1; index >= 0; index--) {
    if (Atomics.compareExchange(claims, index, FREE, HELPER) !== FREE) continue;
    const file = files[index] ?? '';
    let message: Posted;
    try {
      const { document, ...rest } = loadedClaims.valid
        ? withClaims(loadedClaims.claims.byId, () => compile(file))
        : compile(file);
      message = {
        file,
        result: {
          ...rest,
          document: document && {
            data: document.data,
            syntaxIssues: document.syntaxIssues,
            positions: document.positions,
          },
        },
      };
      port.postMessage(message);
    } catch {
      port.postMessage({ file, result: null } satisfies Posted);
    }
    Atomics.add(posted, 0, 1);
    Atomics.notify(posted, 0);
  }
  port.close();
}
