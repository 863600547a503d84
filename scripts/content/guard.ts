import { fileIssue, type ContentIssue } from './issues';

/**
 * The last line of defence: runs one file's processing and turns any exception it did not
 * expect into an issue naming that file, so no content, however broken, ends the compiler with
 * a stack trace. Known problems are placed issues long before this; reaching it is a bug worth
 * reporting, so the message says so.
 */
export function guardFile<Result>(file: string, work: () => Result, fallback: (issue: ContentIssue) => Result): Result {
  try {
    return work();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const message = `expected a file the compiler can read, found one it failed on (${reason.split('\n')[0]?.slice(0, 200)}); please report this with the file attached`;
    return fallback(fileIssue(file, message));
  }
}
