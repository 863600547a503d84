import { spawn } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { onInterrupt } from './on-interrupt';

const LOG_LINES_ON_FAILURE = 40;

/**
 * Runs `npm run <script>` in `cwd` with its output in `logFile`, and resolves with the wall time
 * in milliseconds. A failure rejects with the end of the log. The build runs in a process group
 * of its own, so an interrupt stops all of it (npm, vite, the post-build steps), not npm alone.
 */
export async function runNpmScript(cwd: string, script: string, logFile: string): Promise<number> {
  const log = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn('npm', ['run', script], { cwd, stdio: ['ignore', log, log], detached: true });
  const forget = onInterrupt(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) {
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-LOG_LINES_ON_FAILURE).join('\n');
      throw new Error(`npm run ${script} in ${cwd} exited with ${String(code)}; the end of its output:\n${tail}`);
    }
    return performance.now() - started;
  } finally {
    forget();
    closeSync(log);
  }
}
