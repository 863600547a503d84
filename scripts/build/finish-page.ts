import { readFileSync } from 'node:fs';
import { withoutModuleTags, appStartScript } from './app-start';
import { stylesheetInliner, templateStylesheetLink, type StylesheetInliner } from './inline-stylesheet';
import { starterScript } from '../page-policy/starter-script';
import { stylePolicyMeta, withStylePolicy } from '../page-policy/style-policy';

const ROOT_START = '<div id="root"';
/** React's mark of a Suspense boundary it wrote as its fallback, for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const CHARSET = /<meta charset="[^"]+"\s*\/?>/i;

/** The head (everything before `#root`) with `<meta charset>` first: react-helmet-async's tags were put before it. */
function withCharsetFirst(head: string): string {
  const charset = CHARSET.exec(head)?.[0];
  if (charset === undefined) throw new Error('the page has no <meta charset>');
  // It must sit in the first 1,024 bytes.
  return head.replace(charset, '').replace(/<head>/i, (start) => start + charset);
}

/**
 * vite-react-ssg's `onPageRendered`: rewrites only the head, never `#root`. No inline code but the
 * starter, which loads the entry after paint; the stylesheet inline with its style policy.
 */
export function pageFinisher(distDir: string): (html: string) => string {
  let inliner: StylesheetInliner | undefined;
  let policyMeta = '';
  return (rendered) => {
    const rootStart = rendered.indexOf(ROOT_START);
    if (rootStart === -1) throw new Error('the page has no #root');
    const { template: head, entry, entryPreloads } = withoutModuleTags(rendered.slice(0, rootStart));
    if (!inliner) {
      const { link, file } = templateStylesheetLink(head, distDir);
      const css = readFileSync(file, 'utf8');
      inliner = stylesheetInliner(link, css);
      policyMeta = stylePolicyMeta([css]);
    }
    const app = rendered.slice(rootStart);
    if (app.includes(CLIENT_RENDERED_BOUNDARY))
      throw new Error(
        'the page has a Suspense boundary written as its fallback (<!--$!-->): a part of it was still loading when the prerender rendered it',
      );
    const bodyEnd = app.lastIndexOf('</body>');
    if (bodyEnd === -1) throw new Error('the page has no </body>');
    const started = appStartScript(starterScript().code, entry, entryPreloads);
    const rest = app.slice(0, bodyEnd) + started + app.slice(bodyEnd);
    const charsetFirst = withCharsetFirst(head);
    // React escapes "<" in text and attributes, so "<style" in the app can only be an element:
    // a page with styles of its own gets a policy made from all of them.
    if (app.includes('<style')) return withStylePolicy(inliner.text(charsetFirst, rest));
    return inliner.text(
      charsetFirst.replace(CHARSET, (charset) => charset + policyMeta),
      rest,
    );
  };
}
