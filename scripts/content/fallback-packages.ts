import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import * as yaml from 'yaml';

/**
 * The packages only the full parsers use (yaml-document.ts, markdown.ts): the YAML library and
 * the half of the Markdown pipeline that writes HTML. Every file of the site takes the fast paths
 * (simple-yaml.ts, simple-markdown.ts), so a run seldom needs them: the compiler's bundle leaves
 * them out, and the first run that asks for them bundles them on their own (run.js,
 * `fallbackPackagesOnDemand`). They were a third of what was bundled, and loaded, on every run.
 * Under a TypeScript loader (tests, the dev server) this module is what it says.
 */
const packages = { yaml, remarkRehype, rehypeSanitize, rehypeStringify };

export type FallbackPackages = typeof packages;

export function fallbackPackages(): FallbackPackages {
  return packages;
}
