import { bundleBrowserScript } from './browser-script';
import { cspHash } from './csp-hash';

/** The starter (src/start-app.ts) as every page carries it inline, and the CSP hash that lets it run. */
export type StarterScript = { code: string; hash: string };

/** Ends a script element early, or switches the parser into a mode where `</script>` does not end it. */
const BREAKS_INLINE_SCRIPT = /<\/script|<!--/i;

/**
 * A classic script's code, checked fit to sit between `<script>` and `</script>`. Throws if the
 * HTML parser would end the element early or read on past its end.
 */
export function inlineScript(code: string): StarterScript {
  if (BREAKS_INLINE_SCRIPT.test(code)) throw new Error('this code cannot be inlined: it contains "</script" or "<!--"');
  return { code, hash: cspHash(code) };
}

let starter: StarterScript | undefined;

/**
 * The starter, bundled once per process. Inline rather than a file of its own: it is the same
 * small script on every page, and as a request it sat on the path to the first paint of a slow
 * network. The prerender writes it into pages, the post-build step lists its hash in the
 * `script-src` of `_headers`, and the checks accept it by that hash.
 */
export function starterScript(): StarterScript {
  starter ??= inlineScript(bundleBrowserScript('src/start-app.ts'));
  return starter;
}

/** The CSP hashes of every inline script the site's pages carry: the starter's. */
export function siteInlineScriptHashes(): string[] {
  return [starterScript().hash];
}
