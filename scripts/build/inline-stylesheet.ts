import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The template's stylesheet link and the file it names under dist/. */
export function templateStylesheetLink(template: string, distDir: string): { link: string; file: string } {
  const [link, href] = STYLESHEET_LINK.exec(template) ?? [];
  if (!link || !href) throw new Error('The page template links no stylesheet from /assets/');
  return { link, file: join(distDir, href) };
}

/** Ends a style element early, or starts something the HTML parser would read inside it. */
const BREAKS_INLINE_STYLE = /<\/style/i;

/** Puts the site's stylesheet into a page's head in place of its link: `head`, then `rest`. */
export type StylesheetInliner = { text(head: string, rest: string): string };

/**
 * The whole stylesheet, not just the rules a page matches: it costs little more, and a stylesheet
 * arriving after first paint restyled every element (a long task on a slow phone).
 */
export function stylesheetInliner(stylesheetLink: string, css: string): StylesheetInliner {
  if (BREAKS_INLINE_STYLE.test(css)) throw new Error('the stylesheet cannot be inlined: it contains "</style"');
  const style = `<style>${css}</style>`;
  return {
    text(head, rest) {
      const at = head.indexOf(stylesheetLink);
      if (at === -1) throw new Error(`the page has no ${stylesheetLink}`);
      return head.slice(0, at) + style + head.slice(at + stylesheetLink.length) + rest;
    },
  };
}
