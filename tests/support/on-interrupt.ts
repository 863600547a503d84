/**
 * Undo actions to run if the process is stopped (Ctrl-C, SIGTERM) while a benchmark holds
 * something that must not be left behind: a temporary copy of the project, a running build.
 * Normal ends clean up through `finally`; this covers the signals, which skip it.
 */
const actions = new Set<() => void>();
let installed = false;

function stop(signal: NodeJS.Signals): void {
  for (const action of [...actions].reverse()) {
    try {
      action();
    } catch {
      // Keep undoing the rest: one failed removal must not leave the others behind.
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/** Runs `action` if the process is interrupted before the returned function is called. */
export function onInterrupt(action: () => void): () => void {
  if (!installed) {
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    installed = true;
  }
  actions.add(action);
  return () => actions.delete(action);
}
