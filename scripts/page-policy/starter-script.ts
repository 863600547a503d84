import { bundleBrowserScript } from './browser-script';
import { cspHash } from './csp-hash';

/** The starter (src/start-app.ts) as every page carries it inline, and the CSP hash that lets it run. */
export type StarterScript = { code: string; hash: string };

/** Ends a script element early, or switches the parser into a mode where `</script>` does not end it. */
const BREAKS_INLINE_SCRIPT = /<\/script|<!--/i;

export function inlineScript(code: string): StarterScript {
  if (BREAKS_INLINE_SCRIPT.test(code)) throw new Error('this code cannot be inlined: it contains "</script" or "<!--"');
  return { code, hash: cspHash(code) };
}

let starter: StarterScript | undefined;

/** Inline, not a file: as a request it sat on the path to first paint; `_headers` allows its hash. */
export function starterScript(): StarterScript {
  starter ??= inlineScript(bundleBrowserScript('src/start-app.ts'));
  return starter;
}

export function siteInlineScriptHashes(): string[] {
  return [starterScript().hash];
}
