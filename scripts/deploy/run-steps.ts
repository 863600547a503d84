/** Runs the deploy's steps in order and stops at the first that fails, saying what was and was not deployed. */
import type { DeployStep } from './deploy-plan';

export interface CommandResult {
  /** The exit code; null when the process could not start or was killed. */
  code: number | null;
  /** stdout and stderr as they came (the runner also shows them live). */
  output: string;
}

/** Runs `wrangler <args>`; injected, so that tests run no wrangler. */
export type WranglerRunner = (args: readonly string[]) => Promise<CommandResult>;

export type StepsResult =
  { ok: true; outputs: string[] } | { ok: false; failedIndex: number; code: number | null; outputs: string[] };

export async function runSteps(
  steps: readonly DeployStep[],
  run: WranglerRunner,
  log: (line: string) => void,
): Promise<StepsResult> {
  const outputs: string[] = [];
  for (const [index, step] of steps.entries()) {
    log(`\n▶ ${index + 1}/${steps.length}: ${step.title}\n  wrangler ${step.args.join(' ')}`);
    const { code, output } = await run(step.args);
    outputs.push(output);
    if (code !== 0) return { ok: false, failedIndex: index, code, outputs };
  }
  return { ok: true, outputs };
}

export function failureMessage(steps: readonly DeployStep[], failedIndex: number, code: number | null): string {
  const failed = steps[failedIndex];
  const done = steps.slice(0, failedIndex).map((step) => step.title);
  const notDone = steps.slice(failedIndex + 1).map((step) => step.title);
  return [
    `Deploy stopped: step ${failedIndex + 1} of ${steps.length}, ${failed?.title ?? '?'}, failed (${code === null ? 'wrangler did not run' : `exit code ${code}`}); see wrangler's output above.`,
    done.length > 0 ? `Already deployed: ${done.join('; ')}.` : 'Nothing was deployed.',
    notDone.length > 0 ? `Not deployed: ${notDone.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
