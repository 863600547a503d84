import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '../../src/config';
import homeContent from '../../src/generated/home/en';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../../src/i18n/languages';
import { absoluteUrl, pathTo } from '../../src/routes/paths';
import { escapeUTF8 } from 'entities';
import { bundleBrowserScript } from '../page-policy/browser-script';
import { withStylePolicy } from '../page-policy/style-policy';
import { writeHashedAsset } from './hashed-asset';

/**
 * `/` is a tiny static page: it sends the visitor to /it or /en (site-core.md §2) without
 * loading the application, and offers both links to anyone without JavaScript. The detection
 * script is its own small file under /assets/ (content-hashed), not inline code, so the page
 * obeys `script-src 'self'`; it runs in the head, before anything is painted.
 */
export function writeRootPage(distDir: string): void {
  const script = writeHashedAsset(distDir, 'root', 'js', bundleBrowserScript('src/pages/root/root-entry.ts'));
  const alternates = [
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${absoluteUrl(pathTo('home', language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${absoluteUrl(pathTo('home', DEFAULT_LANGUAGE))}">`,
  ].join('');
  const links = LANGUAGES.map(
    (language) => `<li><a href="${pathTo('home', language)}" lang="${language}">${LANGUAGE_NAMES[language]}</a></li>`,
  ).join('');
  const html = `<!doctype html><html lang="${DEFAULT_LANGUAGE}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${siteConfig.brandName}</title><meta name="description" content="${escapeUTF8(homeContent.meta.description)}"><meta name="robots" content="noindex">${alternates}<link rel="icon" href="/favicon.svg" type="image/svg+xml"><script src="${script}"></script><style>body{font:18px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#0f172a}a{color:#3730a3}ul{list-style:none;display:flex;gap:2rem;padding:0}</style></head><body><main><h1>${siteConfig.brandName}</h1><ul>${links}</ul></main></body></html>`;
  writeFileSync(join(distDir, 'index.html'), withStylePolicy(html));
}
