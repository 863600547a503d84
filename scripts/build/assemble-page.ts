/** The parts of a page that the server render gives (src/entry-server.tsx). */
export type PageParts = { appHtml: string; headHtml: string; lang: string };

const ROOT_CONTAINER = '<div id="root"></div>';
const CHARSET = /<meta charset="[^"]+"\s*\/?>/i;

function replaceOnce(html: string, marker: string | RegExp, replacement: (found: string) => string): string {
  const found = typeof marker === 'string' ? (html.includes(marker) ? marker : undefined) : marker.exec(html)?.[0];
  if (found === undefined) throw new Error(`The page template has no ${String(marker)}`);
  return html.replace(found, () => replacement(found));
}

/**
 * A page's HTML from the built template (`dist/index.html`): `lang` on `<html>`, the page's
 * head tags right after `<meta charset>` (which must stay in the first 1,024 bytes), `headEnd`
 * at the end of the head, the rendered app in the root container and `bodyEnd` right after it.
 */
export function assemblePage(template: string, page: PageParts, headEnd = '', bodyEnd = ''): string {
  let html = replaceOnce(template, /<html[^>]*>/i, () => `<html lang="${page.lang}">`);
  html = replaceOnce(html, CHARSET, (charset) => charset + page.headHtml);
  html = replaceOnce(html, '</head>', (end) => headEnd + end);
  return replaceOnce(html, ROOT_CONTAINER, () => `<div id="root">${page.appHtml}</div>${bodyEnd}`);
}
