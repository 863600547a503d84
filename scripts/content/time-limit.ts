import { createContext, Script } from 'node:vm';

/**
 * How long one Markdown file may take to compile. The Markdown parser is synchronous and has
 * inputs that make it quadratic (C2: 122 KB of `*a**` took 74 s); the shape limits
 * (markdown-limits.ts) refuse the known ones early, and this bounds whatever they miss. Real
 * articles compile in milliseconds, so the limit only ever meets a hostile or broken file.
 */
export const MARKDOWN_COMPILE_LIMIT_MS = 5_000;

/**
 * `vm`'s timeout is a watchdog thread that stops the isolate's running JavaScript, including
 * functions the script calls that were defined outside it: the one way in Node to interrupt
 * synchronous code in the thread that runs it. One context and one compiled call, reused: each
 * run costs only the watchdog's start (tens of µs).
 */
const context = createContext({ work: undefined as (() => unknown) | undefined });
const callWork = new Script('work()');

export type TimedResult<Result> = { finished: true; result: Result } | { finished: false };

/**
 * Runs `work` synchronously, stopping it after `limitMs`. An error it throws is thrown on; when
 * it is stopped, whatever it was building is dropped, and `finished` is false.
 */
export function runWithin<Result>(limitMs: number, work: () => Result): TimedResult<Result> {
  Reflect.set(context, 'work', work);
  try {
    return { finished: true, result: callWork.runInContext(context, { timeout: limitMs }) as Result };
  } catch (error) {
    // By its code: the error may come from another realm than this module's Error (vitest's).
    const code: unknown = error !== null && typeof error === 'object' ? Reflect.get(error, 'code') : undefined;
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { finished: false };
    throw error;
  } finally {
    Reflect.set(context, 'work', undefined);
  }
}
