import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer, statusOf, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';

const DIST = {
  'index.html': '<!doctype html><title>root</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'en/index.html': '<!doctype html><title>English</title>',
  'en/articles/index.html': '<!doctype html><title>Articles</title>',
  'en/articles/page/2/index.html': '<!doctype html><title>Articles, page 2</title>',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const SECRET = 'FAKE-SECRET-TOKEN-123';

let site: RunningServer;
let outside: string;
beforeAll(async () => {
  site = await startTestServer(recordingTransport(), DIST);
  outside = mkdtempSync(join(tmpdir(), 'outside-dist-'));
  mkdirSync(join(outside, 'secrets'));
  writeFileSync(join(outside, 'secrets', 'id_rsa'), SECRET);
  writeFileSync(join(outside, 'secrets', 'index.html'), SECRET);
  symlinkSync(join(outside, 'secrets', 'id_rsa'), join(site.distDir, 'images', 'avatar.png'));
  symlinkSync(join(outside, 'secrets'), join(site.distDir, 'images', 'link-dir'));
  symlinkSync(join(site.distDir, 'images', 'logo.svg'), join(site.distDir, 'images', 'logo-again.svg'));
});
afterAll(async () => {
  await site.close();
  rmSync(outside, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${site.origin}${path}`, { redirect: 'manual' });
const raw = (path: string) =>
  rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe('files whose real path is outside dist/', () => {
  it('answers 404, never the file, for a symlink in dist/ to a file outside it', async () => {
    const response = await get('/images/avatar.png');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
  });

  it('answers 404 for a file under a symlinked folder that leads outside dist/', async () => {
    for (const path of ['/images/link-dir/id_rsa', '/images/link-dir/', '/images/link-dir']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain(SECRET);
    }
  });

  it('still serves a symlink whose target is inside dist/', async () => {
    expect((await get('/images/logo-again.svg')).status).toBe(200);
  });
});

// `/%2e%2e/` and `/%2e/` as whole segments never reach the site: the URL parser resolves them, as
// browsers and the CDN do. What is left to refuse is a separator or dot segment hidden by an escape.
describe('non-canonical paths answer 404, as the CDN does', () => {
  it.each([
    '/en/articles/page/2/..%2f..%2f',
    '/en/articles/page/2/%2e%2e%2f%2e%2e%2f',
    '/en/articles/page/2/%2E%2E%2F',
    '/en/.%2farticles/',
    '/en/articles/.%2f',
    '/en%2Farticles/',
    '/en%2farticles%2F',
    '/en/articles/page/2/..%5c..%5c',
  ])('%s', async (path) => {
    const response = await raw(path);
    expect(statusOf(response), response.slice(0, 200)).toBe(404);
    expect(response).not.toContain('<title>Articles');
  });

  it('still serves canonical paths and names with dots in them', async () => {
    expect(statusOf(await raw('/en/articles/'))).toBe(200);
    expect(statusOf(await raw('/en/articles/page/2/'))).toBe(200);
    expect(statusOf(await raw('/images/logo.svg'))).toBe(200);
  });
});
