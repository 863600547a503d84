import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { onInterrupt } from './on-interrupt';
import { GNU_TIME, maxRssFromTimeReport, memoryMethod, sampleTreeRss } from './peak-memory';

const LOG_LINES_ON_FAILURE = 40;

export type CommandOptions = {
  cwd: string;
  command: string;
  args: readonly string[];
  /** Receives the command's stdout and stderr. */
  logFile: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Also measure the peak memory (peak-memory.ts says how). */
  measureMemory?: boolean;
};

export type CommandRun = {
  wallMs: number;
  /** Peak resident set in KiB, when asked for. */
  peakRssKb?: number;
  /** What the command printed, stdout and stderr interleaved. */
  output: string;
};

/**
 * Runs a command with its output in `logFile` and resolves with its wall time (and peak memory);
 * a failure rejects with the end of the log. The command runs in a process group of its own, so
 * an interrupt stops all of it (npm, vite, the post-build steps, GNU time), not the first alone.
 */
export async function runCommand({
  cwd,
  command,
  args,
  logFile,
  env,
  measureMemory,
}: CommandOptions): Promise<CommandRun> {
  const timeReport = `${logFile}.time`;
  const byGnuTime = measureMemory === true && memoryMethod() === 'time -v';
  const [program, programArgs] = byGnuTime
    ? [GNU_TIME, ['-v', '-o', timeReport, command, ...args]]
    : [command, [...args]];
  const log = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(program, programArgs, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const sampler =
    measureMemory === true && !byGnuTime && child.pid !== undefined ? sampleTreeRss(child.pid) : undefined;
  const forget = onInterrupt(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    const wallMs = performance.now() - started;
    const sampledPeak = sampler?.stop();
    const output = readFileSync(logFile, 'utf8');
    if (code !== 0) {
      const tail = output.trimEnd().split('\n').slice(-LOG_LINES_ON_FAILURE).join('\n');
      throw new Error(
        `${[command, ...args].join(' ')} in ${cwd} exited with ${String(code)}; the end of its output:\n${tail}`,
      );
    }
    const peakRssKb = byGnuTime ? maxRssFromTimeReport(readFileSync(timeReport, 'utf8')) : sampledPeak;
    return { wallMs, peakRssKb, output };
  } finally {
    sampler?.stop();
    forget();
    closeSync(log);
  }
}
