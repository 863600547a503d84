import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { maxRssFromTimeReport, processTreeRssKb, sampleTreeRss } from './peak-memory';

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

describe('processTreeRssKb and sampleTreeRss', () => {
  it('add up a process and its children, as they run', async () => {
    // A shell whose child holds 64 MB for a moment: the tree's RSS includes the child's.
    const holder = `const held = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => held.length, 1500);`;
    const shell = spawn('sh', ['-c', `node -e '${holder}'; true`], { stdio: 'ignore' });
    const pid = shell.pid ?? 0;
    const sampler = sampleTreeRss(pid, 50);
    await new Promise((resolve) => shell.once('close', resolve));
    expect(sampler.stop()).toBeGreaterThan(64 * 1024);
    expect(processTreeRssKb(pid)).toBe(0);
  }, 20_000);
});
