/**
 * The requests and answers of the last run of the Cloudflare stack (tests/support/cloudflare-stack.ts),
 * as its two `wrangler pages dev` instances logged them: each endpoint's method, path and status,
 * with how many times, per instance. For the record of a full e2e run against workerd.
 * Usage: node --import tsx scripts/bench/stack-requests.ts [--all]   (ports from E2E_*; --all: pages too)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServers } from '../../tests/support/e2e-servers';

const all = process.argv.includes('--all');
const logDir = join(e2eServers().stateDir, 'logs');
/** Colours, which wrangler adds when its parent asks for them (Playwright does). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LINE = /\[wrangler:inf\] ([A-Z]+) (\S+) (\d{3}) ([^(]*)\(\d+ms\)/;

for (const instance of ['instance-a', 'instance-b']) {
  const file = join(logDir, `${instance}.log`);
  if (!existsSync(file)) {
    console.log(`${instance}: no log at ${file}`);
    continue;
  }
  const tally = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').replace(ANSI, '').split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, method = '', target = '', status = '', reason = ''] = match;
    const path = target.split('?')[0] ?? '';
    if (!all && !path.startsWith('/api/')) continue;
    const key = `${method} ${path}${target.includes('?') ? '?…' : ''} → ${status} ${reason.trim()}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const total = [...tally.values()].reduce((sum, n) => sum + n, 0);
  console.log(`${instance} (${String(total)} ${all ? 'requests' : 'requests to /api/'}):`);
  for (const [key, n] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${String(n).padStart(4)} × ${key}`);
}
