import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maxRssFromTimeReport, runCommand } from './run-command';

const folder = mkdtempSync(join(tmpdir(), 'run-command-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('runCommand', () => {
  it('logs the output, times the command and measures its peak memory', async () => {
    const logFile = join(folder, 'ok.log');
    const run = await runCommand({
      cwd: folder,
      command: 'node',
      args: [
        '-e',
        'const held = Buffer.alloc(48 * 1024 * 1024, 1); console.log("built", process.env.STAGE, held.length > 0)',
      ],
      env: { STAGE: 'prerender' },
      logFile,
      measureMemory: true,
    });
    expect(run.output).toBe('built prerender true\n');
    expect(readFileSync(logFile, 'utf8')).toBe(run.output);
    expect(run.wallMs).toBeGreaterThan(0);
    expect(run.peakRssKb).toBeGreaterThan(48 * 1024);
  }, 20_000);

  it('measures no memory unless asked', async () => {
    const run = await runCommand({
      cwd: folder,
      command: 'node',
      args: ['-e', ''],
      logFile: join(folder, 'plain.log'),
    });
    expect(run.peakRssKb).toBeUndefined();
    expect(existsSync(join(folder, 'plain.log.time'))).toBe(false);
  }, 20_000);

  it('rejects with the end of the output when the command fails', async () => {
    const failing = runCommand({
      cwd: folder,
      command: 'node',
      args: ['-e', 'console.error("content/articles/en/x.md:3:1 title: required"); process.exit(3)'],
      logFile: join(folder, 'failing.log'),
      measureMemory: true,
    });
    await expect(failing).rejects.toThrow(
      /exited with 3; the end of its output:\ncontent\/articles\/en\/x\.md:3:1 title/,
    );
  }, 20_000);
});

const REPORT = `\tCommand being timed: "npm run build"
\tUser time (seconds): 20.27
\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:27.62
\tAverage resident set size (kbytes): 0
\tMaximum resident set size (kbytes): 1843200
\tExit status: 0
`;

describe('maxRssFromTimeReport', () => {
  it('reads the maximum resident set size, in KiB', () => {
    expect(maxRssFromTimeReport(REPORT)).toBe(1843200);
  });

  it('finds nothing in another text', () => {
    expect(maxRssFromTimeReport('Average resident set size (kbytes): 12')).toBeUndefined();
  });
});
