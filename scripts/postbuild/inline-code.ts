import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { urlPathOf, walkFiles } from './dist-files';

/** Script blocks the browser never runs: data for the page and for search engines. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

/**
 * Everything in a page that `script-src 'self'` or a hash-only `style-src` would refuse: inline
 * scripts (data blocks aside), event-handler attributes, `javascript:` URLs and `style=""`
 * attributes. Inline `<style>` blocks are fine: each page's meta policy lists their hashes.
 */
export function inlineCodeProblems(html: string): string[] {
  const problems: string[] = [];
  let script: { type: string; text: string } | undefined;
  const parser = new Parser({
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
      if (script) script.text += text;
    },
    onclosetag(tag) {
      if (tag !== 'script' || !script) return;
      if (!DATA_TYPES.has(script.type) && script.text.trim() !== '')
        problems.push(`inline <script>: ${script.text.trim().slice(0, 60)}`);
      script = undefined;
    },
  });
  parser.end(html);
  return problems;
}

/** The inline-code problems of every page of dist/, each prefixed with the page's path. */
export function checkInlineCode(distDir: string): string[] {
  return walkFiles(distDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) =>
      inlineCodeProblems(readFileSync(file, 'utf8')).map((problem) => `${urlPathOf(distDir, file)}: ${problem}`),
    );
}
