/** What `run` answers, or undefined when it throws (a URL or a path that cannot be read). */
export function orUndefined<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
