import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './page-checks';
import { typographic } from '../normalize-typography';

// The e2e server is src/server/node, as `npm start` runs it, writing to OUTBOX_DIR (see playwright.config.ts).
const outbox = join(process.cwd(), '.e2e-outbox');
const mails = () => {
  try {
    // Only whole messages: a message being written has a temporary name (.…tmp) until complete.
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(outbox, name), 'utf8'));
  } catch {
    return [];
  }
};

test('a demo request goes through the real endpoint into the outbox', async ({ page }) => {
  const marker = `Outbox check ${Date.now()}`;
  await page.goto('/it/demo/');
  await waitForHydration(page);
  await page.getByLabel('Nome e cognome').fill('Davide Rinaldi');
  await page.getByLabel('Email aziendale').fill('davide@ferrameccanica.example');
  await page.getByLabel('Azienda', { exact: true }).fill('Ferra Meccanica');
  await page.getByLabel(typographic("Dimensione dell'azienda")).selectOption('201-500');
  await page.getByLabel(/Cosa ti piacerebbe vedere/).fill(marker);
  await page.getByRole('button', { name: 'Richiedi una demo' }).click();
  await expect(page.getByRole('heading', { name: 'Richiesta ricevuta!' })).toBeVisible();
  await expect.poll(() => mails().find((mail) => mail.includes(marker))).toBeTruthy();
  const mail = mails().find((text) => text.includes(marker)) ?? '';
  expect(mail).toContain('Subject: Demo request: Ferra Meccanica (201-500 employees)');
  expect(mail).toContain('Reply-To: davide@ferrameccanica.example');
});

test('the endpoints answer with the headers of _headers and refuse a post from another site', async ({ request }) => {
  const crossSite = await request.post('/api/demo-request', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    data: { name: 'x' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ error: 'cross-origin' });
  expect(crossSite.headers()['x-content-type-options']).toBe('nosniff');
});

test('a malformed path gets a 400 and the site keeps answering', async ({ request }) => {
  expect((await request.get('/%ff')).status()).toBe(400);
  expect((await request.get('/en/%e9')).status()).toBe(400);
  expect((await request.get('/en/')).status()).toBe(200);
});
