import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the e2e tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a
 * browser Playwright downloaded itself. Fails with instructions when there is none.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    chromium.executablePath(),
  ];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate ?? ''));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests. Either:',
      '  - on Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium), or',
      '  - set CHROMIUM_PATH=/path/to/chrome-or-chromium, or',
      '  - where the network allows it: npx playwright install chromium',
    ].join('\n'),
  );
}
