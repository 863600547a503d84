import { matchPath } from './path-pattern';

/** A block of `_headers`: a path pattern and the headers sent for it (`remove` lists `! Name` lines). */
export type HeaderRule = { pattern: string; set: [string, string][]; remove: string[] };

/**
 * Parses a Netlify / Cloudflare Pages `_headers` file: a path pattern on its own line, then
 * indented `Name: value` lines. `! Name` (Cloudflare) removes a header an earlier block set.
 */
export function parseHeaders(text: string, warn: (message: string) => void = console.warn): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      const pattern = raw.trim();
      if (!pattern.startsWith('/')) {
        warn(`_headers:${index + 1}: only path patterns are supported here, block skipped: ${pattern}`);
        current = undefined;
        return;
      }
      current = { pattern, set: [], remove: [] };
      rules.push(current);
      return;
    }
    if (!current) return;
    const line = raw.trim();
    if (line.startsWith('!')) {
      current.remove.push(line.slice(1).trim().toLowerCase());
      return;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (colon < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      warn(`_headers:${index + 1}: not a header line, skipped: ${line}`);
      return;
    }
    current.set.push([name, line.slice(colon + 1).trim()]);
  });
  return rules;
}

/**
 * The headers for `pathname`: every matching block applies, in file order, and a header that
 * several blocks set gets their values joined with ", " — what Netlify and Cloudflare send.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Headers {
  const headers = new Headers();
  for (const rule of rules) {
    if (!matchPath(rule.pattern, pathname)) continue;
    for (const name of rule.remove) headers.delete(name);
    for (const [name, value] of rule.set) headers.append(name, value);
  }
  return headers;
}
