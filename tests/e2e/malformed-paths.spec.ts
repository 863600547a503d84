import { expect, test } from '@playwright/test';

// npm start's own answer to a request-target it cannot decode (Cloudflare answers such paths 404).
test('a malformed path gets a 400 and the site keeps answering', async ({ request }) => {
  expect((await request.get('/%ff')).status()).toBe(400);
  expect((await request.get('/en/%e9')).status()).toBe(400);
  expect((await request.get('/en/')).status()).toBe(200);
});
