/**
 * Peak memory of a command, measured the way the Astro peer's run.sh measures it: GNU time's
 * `-v` report, whose "Maximum resident set size" is the largest resident set of any one process
 * of the command's tree (getrusage of the waited-for children, not their sum). Where
 * /usr/bin/time is missing, the tree's summed RSS is sampled from /proc instead: a different
 * figure (a sum, and sampled), which the benchmark then says it printed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';

export const GNU_TIME = '/usr/bin/time';

export type MemoryMethod = 'time -v' | '/proc sampling';

export const memoryMethod = (): MemoryMethod => (existsSync(GNU_TIME) ? 'time -v' : '/proc sampling');

/** "Maximum resident set size (kbytes): 1843200" from GNU time's `-v` report, in KiB. */
export function maxRssFromTimeReport(report: string): number | undefined {
  const match = /^\s*Maximum resident set size \(kbytes\):\s*(\d+)\s*$/m.exec(report);
  return match ? Number(match[1]) : undefined;
}

type ProcessStatus = { pid: number; parent: number; rssKb: number };

function readStatus(pid: number): ProcessStatus | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s*(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { pid, parent: field('PPid'), rssKb: field('VmRSS') };
  } catch {
    return undefined; // The process ended between the listing and the read.
  }
}

/** The summed resident set, in KiB, of `root` and every process below it, now. */
export function processTreeRssKb(root: number): number {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStatus(Number(name)))
    .filter((status): status is ProcessStatus => status !== undefined);
  const byPid = new Map(processes.map((status) => [status.pid, status]));
  const children = new Map<number, number[]>();
  for (const { pid, parent } of processes) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let total = 0;
  const pending = [root];
  const seen = new Set<number>();
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += byPid.get(pid)?.rssKb ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the tree below `root` every `intervalMs` until stopped; `stop` gives the peak in KiB. */
export function sampleTreeRss(root: number, intervalMs = 100): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, processTreeRssKb(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
