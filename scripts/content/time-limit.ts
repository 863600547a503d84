import { createContext, Script } from 'node:vm';

/**
 * How long one Markdown file may take to compile: the synchronous parser has quadratic inputs
 * (122 KB of `*a**` took 74 s) that markdown-limits.ts may miss; real articles take milliseconds.
 */
export const MARKDOWN_COMPILE_LIMIT_MS = 5_000;

/**
 * `vm`'s timeout watchdog is the one way in Node to interrupt synchronous code in its own thread,
 * including functions defined outside the script. Context and script are reused (tens of µs a run).
 */
const context = createContext({ work: undefined as (() => unknown) | undefined });
const callWork = new Script('work()');

export type TimedResult<Result> = { finished: true; result: Result } | { finished: false };

/** Runs `work` synchronously, stopping it after `limitMs` (`finished: false`); its errors are thrown on. */
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
