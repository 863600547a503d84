/**
 * The workerd processes of a local Cloudflare stack (tests/support/cloudflare-stack.ts), found
 * through /proc (Linux), and the CPU time they have used. `wrangler dev` and `wrangler pages dev`
 * each run two workerd processes: wrangler's proxy, listening on the port asked for, and the
 * user worker (`--socket-addr=entry=127.0.0.1:0`, with an inspector), which runs the code and,
 * locally, the simulated D1 and R2. The user worker's pid changes when wrangler reloads it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Process = { pid: number; parent: number; command: string };

function processes(): Process[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
        return [{ pid: Number(entry), parent, command }];
      } catch {
        return [];
      }
    });
}

/** The user-worker workerd of the wrangler process serving `port`. */
export function userWorkerPid(port: number): number {
  const all = processes();
  const proxy = all.find(
    (process) =>
      process.command.includes('workerd serve') && process.command.includes(`entry=localhost:${String(port)} `),
  );
  if (!proxy) throw new Error(`no workerd serves port ${String(port)}: is the stack running?`);
  const worker = all.find(
    (process) =>
      process.parent === proxy.parent &&
      process.command.includes('workerd serve') &&
      process.command.includes('--inspector-addr'),
  );
  if (!worker) throw new Error(`no user-worker workerd beside the one on port ${String(port)}`);
  return worker.pid;
}

/** CPU time a process has used, all its threads, in nanoseconds (the first field of each schedstat). */
export function cpuNanoseconds(pid: number): number {
  return readdirSync(`/proc/${String(pid)}/task`).reduce((total, task) => {
    try {
      return total + Number(readFileSync(`/proc/${String(pid)}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return total; // the thread ended
    }
  }, 0);
}

/**
 * How often the stack's wrangler processes have reloaded their worker (a source file or a
 * wrangler.toml changed): a new workerd then is no crash. Read from the stack's logs.
 */
export function reloadCount(logDir: string): number {
  return readdirSync(logDir)
    .filter((name) => name.endsWith('.log'))
    .reduce((total, name) => {
      const text = readFileSync(join(logDir, name), 'utf8');
      return total + (text.match(/Reloading local server/g)?.length ?? 0);
    }, 0);
}
