import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium';
import { e2eServers } from './tests/support/e2e-servers';
import { storedChoice } from './tests/e2e/consent-state';

// Every port and folder of the run, from E2E_PORT and E2E_WRANGLER_PORT (tests/support/e2e-servers.ts).
const servers = e2eServers();
const baseURL = `http://localhost:${String(servers.node)}`;
// Cloudflare Pages' own runtime over the same dist/ (instance A of the Cloudflare stack).
const wranglerURL = `http://localhost:${String(servers.wranglerA)}`;

/** The specs that post to the real form endpoints: run against `npm start` and against workerd alike. */
const FORM_ENDPOINT_SPECS = ['form-endpoints.spec.ts', 'newsletter-opt-in.spec.ts'];
/** Proofs that need two Cloudflare instances sharing their stores, and the companion's cron. */
const CLOUDFLARE_ONLY_SPECS = ['cloudflare-instances.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // On CI, also the HTML report and a trace of each retried test: the gate uploads
  // playwright-report/ and test-results/ when it fails (.github/workflows/ci.yml).
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'off',
    // Every spec starts as a visitor who has refused the optional categories, so the consent
    // banner covers nothing; the consent specs and the route-wide checks start without a choice.
    storageState: storedChoice(baseURL),
    launchOptions: {
      executablePath: findChromium(),
      // Without these, Chromium keeps calling Google's services, which this network refuses.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: CLOUDFLARE_ONLY_SPECS },
    {
      // Cloudflare as it runs the site: `_redirects`, `_headers` and the not-found pages, and the
      // form endpoints as Pages Functions with D1, R2, the companion's Durable Object and a real
      // SMTP server, held to the same specs as `npm start`.
      name: 'wrangler',
      testMatch: ['aliases.spec.ts', 'host-rules.spec.ts', ...FORM_ENDPOINT_SPECS, ...CLOUDFLARE_ONLY_SPECS],
      use: { baseURL: wranglerURL, storageState: storedChoice(wranglerURL) },
    },
  ],
  webServer: [
    {
      // The same server as `npm start`, over the dist/ that `npm run build` wrote.
      command: `node --import tsx src/server/node/index.ts --port ${String(servers.node)}`,
      url: `${baseURL}/en/`,
      reuseExistingServer: !process.env.CI,
      // The suite posts the forms many times from one address: the rate limit and the per-client
      // caps are raised so that they never throttle the tests (the server below keeps the default for the 429 test).
      env: {
        OUTBOX_DIR: servers.nodeOutboxDir,
        NEWSLETTER_LOG_FILE: `${servers.nodeOutboxDir}/newsletter-events.jsonl`,
        RATE_LIMIT_MAX: '100000',
        MAX_CONCURRENT_UPLOADS: '64',
        // Every worker's browser is one client (127.0.0.1) here.
        MAX_UPLOADS_PER_CLIENT: '64',
        MAX_CONNECTIONS_PER_CLIENT: '0',
        APPLICATION_MB_PER_CLIENT_PER_DAY: '100000',
      },
    },
    {
      // `npm start` with the default rate limit, behind one trusted proxy, so that each test is a
      // client of its own by X-Forwarded-For (tests/e2e/server-under-test.ts).
      command: `node --import tsx src/server/node/index.ts --port ${String(servers.nodeRateLimited)}`,
      url: `http://localhost:${String(servers.nodeRateLimited)}/en/`,
      reuseExistingServer: !process.env.CI,
      env: {
        OUTBOX_DIR: `${servers.nodeOutboxDir}/rate-limited`,
        NEWSLETTER_LOG_FILE: `${servers.nodeOutboxDir}/rate-limited/newsletter-events.jsonl`,
        TRUST_PROXY: '1',
      },
    },
    {
      // The SMTP sink, the D1 migrations, the companion Worker and two `wrangler pages dev`
      // instances on one --persist-to. Exits non-zero, naming the rules, when wrangler refuses any
      // rule of `_redirects` or `_headers`, and when a port is taken or a process stops; prints
      // this line once all are up.
      command: 'node --import tsx tests/support/cloudflare-stack.ts',
      wait: { stdout: /cloudflare stack: ready/ },
      timeout: 300_000,
      // SIGTERM lets it stop its processes in order; Playwright's default is SIGKILL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      name: 'cloudflare',
    },
  ],
});
