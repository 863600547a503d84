import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium';
import { storedChoice } from './tests/e2e/consent-state';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// Cloudflare Pages' own runtime over the same dist/, for the specs of the host's rules.
const wranglerPort = Number(process.env.E2E_WRANGLER_PORT ?? port + 1);
const wranglerURL = `http://localhost:${wranglerPort}`;

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
    { name: 'chromium' },
    {
      // `_redirects`, `_headers` and the not-found pages as Cloudflare applies them, so that it
      // and `npm start` are held to the same specs.
      name: 'wrangler',
      testMatch: ['aliases.spec.ts', 'host-rules.spec.ts'],
      use: { baseURL: wranglerURL, storageState: storedChoice(wranglerURL) },
    },
  ],
  webServer: [
    {
      // The same server as `npm start`, over the dist/ that `npm run build` wrote.
      command: `node --import tsx src/server/node/index.ts --port ${port}`,
      url: `http://localhost:${port}/en/`,
      reuseExistingServer: !process.env.CI,
      // The suite posts the forms many times from one address: the rate limit is raised so that
      // it never throttles the tests (the limits have their own unit tests, src/server/node).
      env: {
        OUTBOX_DIR: '.e2e-outbox',
        NEWSLETTER_LOG_FILE: '.e2e-outbox/newsletter-events.jsonl',
        RATE_LIMIT_MAX: '100000',
        MAX_CONCURRENT_UPLOADS: '64',
      },
    },
    {
      // Exits non-zero, naming the rules, when wrangler refuses any rule of `_redirects` or
      // `_headers`; prints this line once it serves with all of them.
      command: `node --import tsx tests/support/wrangler-pages-dev.ts --port ${wranglerPort}`,
      wait: { stdout: /wrangler pages dev: serving/ },
      timeout: 120_000,
      name: 'wrangler',
    },
  ],
});
