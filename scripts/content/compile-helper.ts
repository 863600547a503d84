import { once } from 'node:events';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { bodyProblem, renderBody, type RenderedBody } from './compiled-source';
import { parseFrontMatter } from './front-matter';
import { guardFile } from './guard';
import { contentPaths, type ContentPaths } from './paths';
import { decodeContent, readContentBytes } from './read-source';
import { MARKDOWN_COMPILE_LIMIT_MS, runWithin } from './time-limit';
import { parseYaml } from './yaml-document';

/**
 * A second thread that renders the bodies of Markdown files (most of their compile time) while
 * the main thread compiles the rest of content/. Both take files from one list, the main thread
 * from the front (its compile order), the helper from the back, and each claims a file in shared
 * memory before rendering it, so no body is rendered twice; the main thread waits for a body the
 * helper claimed. The main thread still reads, validates and checks every file itself.
 */
export type CompileHelper = {
  /**
   * The body of a file the helper has claimed, once rendered. Undefined when the caller is to
   * render it itself: a file the helper was not given or has not reached (now claimed for the
   * caller), or one it did not render (whose problem the caller's compile then reports).
   */
  take(absoluteFile: string): RenderedBody | undefined;
  /** Resolves once the helper has been through every file of its list. */
  finished: Promise<void>;
  /** Stops the helper; how many of its bodies the main thread used. */
  stop(): Promise<{ used: number }>;
};

const [FREE, MAIN, HELPER] = [0, 1, 2];

/**
 * How long the main thread waits for a body the helper claimed: a render stops at its time limit,
 * so a helper silent for twice that has died, and the main thread renders alone.
 */
const SILENT_HELPER_MS = 2 * MARKDOWN_COMPILE_LIMIT_MS;

type Shared = { root: string; files: string[]; claims: Int32Array; posted: Int32Array; port: MessagePort };

type Posted = { file: string; body: RenderedBody | undefined };

/** Starts a helper on `files` (absolute paths of Markdown files) of the project at `root`. */
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
  worker.on('error', (error) => {
    console.error(`content: the compile helper stopped (${error.message}); the main thread renders alone`);
  });
  const indexOf = new Map(files.map((file, index) => [file, index]));
  const bodies = new Map<string, RenderedBody | undefined>();
  let silent = false;
  let used = 0;

  return {
    take(absoluteFile) {
      const index = indexOf.get(absoluteFile);
      if (index === undefined || silent || Atomics.compareExchange(claims, index, FREE, MAIN) === FREE)
        return undefined;
      const giveUpAt = performance.now() + SILENT_HELPER_MS;
      while (!bodies.has(absoluteFile)) {
        if (performance.now() > giveUpAt) {
          silent = true;
          return undefined;
        }
        // Read before receiving: a body posted after the receive changes it, and the wait returns at once.
        const seen = Atomics.load(posted, 0);
        for (let message = receiveMessageOnPort(port1); message; message = receiveMessageOnPort(port1)) {
          const { file, body } = message.message as Posted;
          bodies.set(file, body);
        }
        if (!bodies.has(absoluteFile)) Atomics.wait(posted, 0, seen, 100);
      }
      const body = bodies.get(absoluteFile);
      bodies.delete(absoluteFile);
      if (body) used++;
      return body;
    },
    finished: once(worker, 'exit').then(() => undefined),
    stop: () => worker.terminate().then(() => ({ used })),
  };
}

/** A body the main thread would render: of a file that decodes, splits and has a body of a safe shape. */
function renderFile(paths: ContentPaths, absoluteFile: string): RenderedBody | undefined {
  const file = paths.relative(absoluteFile);
  const read = readContentBytes(absoluteFile, file);
  if ('issue' in read) return undefined;
  const decoded = decodeContent(read.bytes, file);
  if ('issue' in decoded) return undefined;
  const split = parseFrontMatter(decoded.text, (text) => parseYaml(text, file));
  if ('message' in split || bodyProblem(split.body, 'article')) return undefined;
  const rendered = runWithin(MARKDOWN_COMPILE_LIMIT_MS, () => renderBody(split.body, split.closingLine, file));
  return rendered.finished ? rendered.result : undefined;
}

/** The helper thread's work (compile-helper-thread.mjs runs it): the files of its list from the back. */
export function runCompileHelper({ root, files, claims, posted, port }: Shared): void {
  const paths = contentPaths(root);
  for (let index = files.length - 1; index >= 0; index--) {
    if (Atomics.compareExchange(claims, index, FREE, HELPER) !== FREE) continue;
    const file = files[index] ?? '';
    // A body it fails on is left to the main thread, whose compile reports the problem.
    const body = guardFile(
      file,
      () => renderFile(paths, file),
      () => undefined,
    );
    port.postMessage({ file, body } satisfies Posted);
    Atomics.add(posted, 0, 1);
    Atomics.notify(posted, 0);
  }
  port.close();
}
