import { Parser } from 'htmlparser2';
import { cspHash } from '../page-policy/csp-hash';

/** Script blocks the browser never runs: data for the page and for search engines. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

export type InlineCodeScan = {
  onopentag: (tag: string, attributes: Record<string, string>) => void;
  ontext: (text: string) => void;
  onclosetag: (tag: string) => void;
  problems: string[];
};

/**
 * What the site's `script-src` or a hash-only `style-src` would refuse: inline scripts, handlers,
 * `javascript:` URLs, `style=""`. `<style>` blocks are fine: each page's meta policy hashes them.
 */
export function inlineCodeScan(
  allowedScripts: ReadonlySet<string> = new Set(),
  decodeText: (text: string) => string = (text) => text,
): InlineCodeScan {
  const problems: string[] = [];
  let script: { type: string; text: string } | undefined;
  return {
    problems,
    onopentag(tag, attributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (/^on/i.test(name)) problems.push(`<${tag}> has an event handler ${name}="${value}"`);
        if (name === 'style') problems.push(`<${tag}> has a style="${value}" attribute`);
        if ((name === 'href' || name === 'src' || name === 'action') && /^\s*javascript:/i.test(value))
          problems.push(`<${tag}> has a javascript: URL in ${name}`);
      }
      if (tag === 'script' && attributes.src === undefined)
        script = { type: (attributes.type ?? '').trim().toLowerCase(), text: '' };
    },
    ontext(text) {
      if (script) script.text += decodeText(text);
    },
    onclosetag(tag) {
      if (tag !== 'script' || !script) return;
      const allowed =
        DATA_TYPES.has(script.type) || script.text.trim() === '' || allowedScripts.has(cspHash(script.text));
      if (!allowed) problems.push(`inline <script>: ${script.text.trim().slice(0, 60)}`);
      script = undefined;
    },
  };
}

export function inlineCodeProblems(html: string, allowedScripts?: ReadonlySet<string>): string[] {
  const scan = inlineCodeScan(allowedScripts);
  new Parser(scan).end(html);
  return scan.problems;
}
