/**
 * The Cloudflare stack for a measurement: the one already running on the E2E_* ports when
 * `--running` is given, else a fresh one (tests/support/cloudflare-stack.ts) started for it and
 * stopped after.
 */
import { spawn } from 'node:child_process';
import { e2eServers, type E2eServers } from '../../tests/support/e2e-servers';

export async function withStack<T>(running: boolean, work: (servers: E2eServers) => Promise<T>): Promise<T> {
  const servers = e2eServers();
  if (running) return work(servers);
  const stack = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cloudflare-stack.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      stack.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('cloudflare stack: ready')) resolve();
      });
      stack.once('exit', (code) => {
        reject(new Error(`the Cloudflare stack stopped (exit code ${String(code)}) before it was ready`));
      });
    });
    return await work(servers);
  } finally {
    const stopped = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGTERM');
    await stopped;
  }
}
