import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadHydrationChunk } from './hydration-preload';

const PAGE =
  '<html><head><script type="module" crossorigin src="/assets/app-abc.js"></script></head><body></body></html>';
let dist = '';

function makeDist(): string {
  dist = mkdtempSync(join(tmpdir(), 'hydration-preload-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'en'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'node_modules/react-dom/client.js': { file: 'assets/client-xyz.js' } }),
  );
  writeFileSync(join(dist, 'en', 'index.html'), PAGE);
  writeFileSync(join(dist, 'index.html'), '<html><head><script>location.replace("/en/")</script></head></html>');
  return dist;
}

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('preloadHydrationChunk', () => {
  it('preloads react-dom/client beside the entry script of every page that has it, once', () => {
    makeDist();
    preloadHydrationChunk(dist);
    preloadHydrationChunk(dist);
    const html = readFileSync(join(dist, 'en', 'index.html'), 'utf8');
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html).toContain(
      'src="/assets/app-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/client-xyz.js">',
    );
  });

  it('finds the entry script however the last serialiser wrote its crossorigin attribute', () => {
    makeDist();
    writeFileSync(join(dist, 'en', 'index.html'), PAGE.replace('crossorigin src', 'crossorigin="" src'));
    preloadHydrationChunk(dist);
    expect(readFileSync(join(dist, 'en', 'index.html'), 'utf8')).toContain('href="/assets/client-xyz.js"');
  });

  it('leaves pages without the application alone and removes the build manifests', () => {
    makeDist();
    preloadHydrationChunk(dist);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(existsSync(join(dist, '.vite'))).toBe(false);
  });
});
