import { join } from 'node:path';

/**
 * Where each server of the e2e run listens and writes, from the environment: read by
 * playwright.config.ts, by the Cloudflare stack it starts (cloudflare-stack.ts) and by the specs,
 * so that all three agree. Two runs at once need distinct E2E_PORT and E2E_WRANGLER_PORT; every
 * other port follows from those unless set.
 */
export type E2eServers = {
  /** `npm start` (src/server/node), as the suite has always run it: the rate limit raised. */
  node: number;
  /** `npm start` with its default rate limit, behind one trusted proxy (X-Forwarded-For), for the 429 test. */
  nodeRateLimited: number;
  /** `wrangler pages dev` instance A over dist/. */
  wranglerA: number;
  /** Instance B: the same functions and stores, over a dist/ whose `_headers` has no rule for `/api/*`. */
  wranglerB: number;
  /** The companion Worker (`wrangler dev --test-scheduled`): its `/__scheduled` runs the cron. */
  companion: number;
  /** The SMTP server the functions send to (smtp-sink.ts). */
  smtp: number;
  /** The stack's own folder (wiped when it starts): its state, the mail received, B's dist/. */
  stateDir: string;
  /** Shared by the companion and both instances as `--persist-to`: D1, R2, the Durable Object. */
  persistDir: string;
  /** Each message the SMTP server accepted, as an .eml file. */
  smtpMailDir: string;
  /** The Node server's outbox (OUTBOX_DIR). */
  nodeOutboxDir: string;
};

function port(value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number <= 0 || number > 65535) throw new Error(`not a port: ${String(value)}`);
  return number;
}

export function e2eServers(env: NodeJS.ProcessEnv = process.env): E2eServers {
  const node = port(env.E2E_PORT, 4173);
  const wranglerA = port(env.E2E_WRANGLER_PORT, node + 1);
  const stateDir = join(process.cwd(), '.wrangler', 'e2e-state', String(wranglerA));
  return {
    node,
    nodeRateLimited: port(env.E2E_NODE_RATE_LIMITED_PORT, wranglerA + 4),
    wranglerA,
    wranglerB: port(env.E2E_WRANGLER_B_PORT, wranglerA + 1),
    companion: port(env.E2E_COMPANION_PORT, wranglerA + 2),
    smtp: port(env.E2E_SMTP_PORT, wranglerA + 3),
    stateDir,
    persistDir: join(stateDir, 'persist'),
    smtpMailDir: join(stateDir, 'smtp'),
    nodeOutboxDir: join(process.cwd(), '.e2e-outbox'),
  };
}
