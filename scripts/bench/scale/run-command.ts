import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { onInterrupt } from '../../../tests/support/on-interrupt';

/**
 * GNU time, whose `-v` report gives the peak memory the way the Astro peer's run.sh reads it:
 * "Maximum resident set size" is the largest resident set any process of the command's tree
 * reached (Linux reports the maximum over every descendant waited for).
 */
const GNU_TIME = '/usr/bin/time';

const LOG_LINES_ON_FAILURE = 40;

export type CommandOptions = {
  cwd: string;
  command: string;
  args: readonly string[];
  /** Receives the command's stdout and stderr. */
  logFile: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Also measure the peak memory, under GNU time. */
  measureMemory?: boolean;
};

export type CommandRun = {
  wallMs: number;
  /** Peak resident set in KiB, when asked for. */
  peakRssKb?: number;
  /** What the command printed, stdout and stderr interleaved. */
  output: string;
};

/** "Maximum resident set size (kbytes): 1843200" from GNU time's `-v` report, in KiB. */
export function maxRssFromTimeReport(report: string): number | undefined {
  const match = /^\s*Maximum resident set size \(kbytes\):\s*(\d+)\s*$/m.exec(report);
  return match ? Number(match[1]) : undefined;
}

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
  measureMemory = false,
}: CommandOptions): Promise<CommandRun> {
  if (measureMemory && !existsSync(GNU_TIME))
    throw new Error(`${GNU_TIME} is missing: the peak memory is measured with GNU time (Debian's package "time")`);
  const timeReport = `${logFile}.time`;
  const [program, programArgs] = measureMemory
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
  const forget = onInterrupt(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    const wallMs = performance.now() - started;
    const output = readFileSync(logFile, 'utf8');
    if (code !== 0) {
      const tail = output.trimEnd().split('\n').slice(-LOG_LINES_ON_FAILURE).join('\n');
      throw new Error(
        `${[command, ...args].join(' ')} in ${cwd} exited with ${String(code)}; the end of its output:\n${tail}`,
      );
    }
    const peakRssKb = measureMemory ? maxRssFromTimeReport(readFileSync(timeReport, 'utf8')) : undefined;
    return { wallMs, peakRssKb, output };
  } finally {
    forget();
    closeSync(log);
  }
}
