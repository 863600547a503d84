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

/**
 * What puts the site's stylesheet into a page in place of its link. The whole of it, not the rules
 * the page's HTML can match: at about 9 KB gzip it costs a page little more than those rules
 * (about 6 KB), and a page that has every rule from the start never asks for the stylesheet
 * later, whose arrival made the browser work out the style of every element again after the
 * first paint (a long task on a slow phone). The stylesheet is checked once: this throws if the
 * CSS would end the element early, and the function it gives throws for a page without the link.
 */
export function stylesheetInliner(stylesheetLink: string, css: string): (html: string) => string {
  if (BREAKS_INLINE_STYLE.test(css)) throw new Error('the stylesheet cannot be inlined: it contains "</style"');
  const style = `<style>${css}</style>`;
  return (html) => {
    if (!html.includes(stylesheetLink)) throw new Error(`the page has no ${stylesheetLink}`);
    return html.replace(stylesheetLink, () => style);
  };
}
