import { describe, expect, it } from 'vitest';
import { withoutSonnerStyleInjection } from './sonner-styles';

const BUNDLE = [
  "function __insertCSS(code) { document.head.appendChild(document.createElement('style')) }",
  "import React from 'react';",
  '__insertCSS("[data-sonner-toaster]{position:fixed}");',
  'export { toast };',
].join('\n');

describe('withoutSonnerStyleInjection', () => {
  it('drops the call that inserts the <style>, and nothing else', () => {
    const code = withoutSonnerStyleInjection(BUNDLE, '/x/node_modules/sonner/dist/index.mjs') ?? '';
    expect(code).not.toMatch(/^__insertCSS\(/m);
    expect(code).toContain('function __insertCSS(code)');
    expect(code).toContain('export { toast };');
  });

  it('leaves other modules alone', () => {
    expect(withoutSonnerStyleInjection(BUNDLE, '/x/node_modules/other/dist/index.mjs')).toBeUndefined();
  });

  it('fails loudly when a sonner update no longer has exactly one such call', () => {
    expect(() =>
      withoutSonnerStyleInjection('export const toast = 1;', '/x/node_modules/sonner/dist/index.js'),
    ).toThrow(/found 0/);
  });
});
