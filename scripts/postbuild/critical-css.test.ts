import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './critical-css';
import { inlineCodeProblems } from './inline-code';

let dist = '';
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('inlineCriticalCss', () => {
  it('inlines the used rules and loads the stylesheet without any script or handler', async () => {
    dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-x.css'), '.used{color:red}.unused{color:blue}');
    const page =
      '<!doctype html><html><head><meta charset="UTF-8"><link rel="stylesheet" crossorigin="" href="/assets/app-x.css"></head>' +
      '<body><p class="used">x</p></body></html>';
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'stub.html'), '<html><head></head><body></body></html>');
    await inlineCriticalCss(dist);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toContain('<style>.used{color:red}</style>');
    expect(html).toMatch(/<link rel="preload"[^>]*href="\/assets\/app-x\.css" as="style">/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/app-x\.css"><\/body>/);
    expect(html).not.toMatch(/crossorigin(="")? crossorigin/);
    expect(inlineCodeProblems(html)).toEqual([]);
    expect(readFileSync(join(dist, 'stub.html'), 'utf8')).toBe('<html><head></head><body></body></html>');
  });
});
