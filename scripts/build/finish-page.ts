import { readFileSync } from 'node:fs';
import { withoutModuleTags, appStartScript } from './app-start';
import { stylesheetInliner, templateStylesheetLink } from './inline-stylesheet';
import { starterScript } from './starter-script';
import { stylePolicyMeta, withStylePolicy } from '../postbuild/style-policy';

/**
 * vite-react-ssg's placeholder for its per-build inline script (`window.__VITE_REACT_SSG_HASH__`,
 * which only its loader manifest uses) and React Router's `window.__staticRouterHydrationData`:
 * inline code the Content-Security-Policy refuses. The page's data reaches the router from its
 * inert route-data block instead (src/main.tsx).
 */
const SSG_HASH_SCRIPT = /\n?<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/;
const ROUTER_HYDRATION_SCRIPT =
  /<script>window\.__staticRouterHydrationData = JSON\.parse\("(?:[^"\\]|\\.)*"\);<\/script>/;
const CHARSET = /<meta charset="[^"]+"\s*\/?>/i;

function withCharsetFirst(html: string): string {
  const charset = CHARSET.exec(html)?.[0];
  if (charset === undefined) throw new Error('the page has no <meta charset>');
  // It must sit in the first 1,024 bytes; react-helmet-async's tags were put before it.
  return html.replace(charset, '').replace(/<head>/i, (head) => head + charset);
}

function withoutInlineCode(html: string): string {
  return html.replace(SSG_HASH_SCRIPT, '').replace(ROUTER_HYDRATION_SCRIPT, '');
}

/**
 * vite-react-ssg's `onPageRendered` for the build: makes what it wrote a page of this site. It
 * never touches the rendered app in `#root` but for React Router's script.
 * - `<meta charset>` first;
 * - no inline code but the starter (src/start-app.ts), which asks for the entry module and its
 *   imports once the page has been painted: the module script and preloads are taken out;
 * - the whole stylesheet inline, with the page's style policy (its hash) right after the charset.
 * The stylesheet is read and checked once, on the first page.
 */
export function pageFinisher(distDir: string): (html: string) => string {
  let inline: ((html: string) => string) | undefined;
  let policyMeta = '';
  return (rendered) => {
    const { template: html, entry, entryPreloads } = withoutModuleTags(withoutInlineCode(rendered));
    if (!inline) {
      const { link, file } = templateStylesheetLink(html, distDir);
      const css = readFileSync(file, 'utf8');
      inline = stylesheetInliner(link, css);
      policyMeta = stylePolicyMeta([css]);
    }
    const started = appStartScript(starterScript().code, entry, entryPreloads);
    const page = inline(withCharsetFirst(html)).replace('</body>', () => `${started}</body>`);
    // React escapes "<" in text and attributes, so "<style" in the app can only be an element.
    if (page.split('<style').length > 2) return withStylePolicy(page);
    return page.replace(CHARSET, (charset) => charset + policyMeta);
  };
}
