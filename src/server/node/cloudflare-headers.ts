import { compilePattern, matchPath, type PathPattern } from './path-pattern';

export type HeaderRule = { pattern: PathPattern; set: [string, string][]; remove: string[] };

/** As Cloudflare Pages parses it; what it refuses, and other hosts' blocks, are skipped with a warning. */
export function parseHeaders(text: string, warn: (message: string) => void = console.warn): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const skip = (why: string) => {
      warn(`_headers:${index + 1}: ${why}, skipped: ${line}`);
    };
    if (/^\S+:\/\//.test(line) || line.startsWith('/')) {
      const pattern = line.startsWith('/') ? compilePattern(line) : undefined;
      current = pattern && { pattern, set: [], remove: [] };
      if (current) rules.push(current);
      else skip('only path patterns are supported here, block');
      continue;
    }
    if (!current) {
      skip('no path before this line');
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1 && line.startsWith('! ')) {
      current.remove.push(line.slice(2).trim().toLowerCase());
      continue;
    }
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (colon < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || value === '') skip('not a header line');
    else current.set.push([name, value]);
  }
  return rules;
}

/** Matching blocks in order: the first to set a header replaces the response's, later ones append. */
export function applyHeaders(rules: readonly HeaderRule[], pathname: string, headers: Headers): Headers {
  const setByRules = new Set<string>();
  for (const rule of rules) {
    if (!matchPath(rule.pattern, pathname)) continue;
    for (const name of rule.remove) headers.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      if (setByRules.has(key)) headers.append(name, value);
      else headers.set(name, value);
      setByRules.add(key);
    }
  }
  return headers;
}
