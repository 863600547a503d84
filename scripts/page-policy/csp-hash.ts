import { createHash } from 'node:crypto';

/**
 * A CSP hash source (without quotes) for an inline block, as the browser computes it: SHA-256
 * of the element's text in UTF-8, after the HTML parser has turned CR LF and lone CR into LF.
 * A module of its own: the hostile tests need it (scripts/content/inert-html.test-support.ts) without the build's
 * policy and script modules, which would bundle esbuild into the compiler.
 */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}
