import { describe, expect, it } from 'vitest';
import { pageAssets, type ClientManifest } from './client-manifest';

const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/app.js',
    imports: ['_react.js'],
    dynamicImports: ['src/pages/home/route.tsx', 'src/generated/home/it.ts'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/home/route.tsx': {
    file: 'assets/route.js',
    imports: ['_react.js'],
    dynamicImports: ['src/pages/home/home-page.tsx'],
  },
  'src/pages/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['_card.js'], css: ['assets/home.css'] },
  '_card.js': { file: 'assets/card.js' },
  'src/generated/home/en.ts': { file: 'assets/en.js' },
  'src/generated/home/it.ts': { file: 'assets/it.js' },
};

describe('pageAssets', () => {
  it("names the page's chunks, its component's and their imports, not the entry's, nor the other language", () => {
    expect(pageAssets(manifest, ['src/pages/home/route.tsx', 'src/generated/home/en.ts'])).toEqual({
      stylesheets: ['/assets/home.css'],
      modules: ['/assets/route.js', '/assets/home-page.js', '/assets/card.js', '/assets/en.js'],
    });
  });

  it('fails on a module the client build does not have', () => {
    expect(() => pageAssets(manifest, ['src/pages/gone/route.tsx'])).toThrow(
      /no chunk for src\/pages\/gone\/route.tsx/,
    );
  });
});
