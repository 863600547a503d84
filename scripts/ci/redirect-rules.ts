import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of a `_redirects` file: `from to [status]` (Netlify's and Cloudflare Pages' format). */
export type RedirectRule = { from: string; to: string; status: string };

/** Two rules from the same address that lead to different places. */
export type RedirectChange = { before: RedirectRule; after: RedirectRule };

export type RedirectsDiff = { added: RedirectRule[]; removed: RedirectRule[]; changed: RedirectChange[] };

/**
 * The rules of a `_redirects` file, one per `from`: blank lines and `#` comments are skipped, and
 * of two rules from one address only the first counts, as the host applies the first that matches.
 * A line without a destination is no rule and is skipped (the build's own checks refuse those).
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules = new Map<string, RedirectRule>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status = ''] = line.trim().split(/\s+/);
    if (from === undefined || from === '' || from.startsWith('#') || to === undefined) continue;
    if (!rules.has(from)) rules.set(from, { from, to, status });
  }
  return [...rules.values()];
}

/** The rules of a dist folder's `_redirects`; none when it has no such file. */
export function readRedirects(distDir: string): RedirectRule[] {
  const file = join(distDir, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}

/** Rules only the head has, only the base has, and rules from one address whose destination or status differs. */
export function redirectsDiff(base: readonly RedirectRule[], head: readonly RedirectRule[]): RedirectsDiff {
  const before = new Map(base.map((rule) => [rule.from, rule]));
  const after = new Map(head.map((rule) => [rule.from, rule]));
  return {
    added: head.filter((rule) => !before.has(rule.from)),
    removed: base.filter((rule) => !after.has(rule.from)),
    changed: head.flatMap((rule) => {
      const earlier = before.get(rule.from);
      return earlier !== undefined && (earlier.to !== rule.to || earlier.status !== rule.status)
        ? [{ before: earlier, after: rule }]
        : [];
    }),
  };
}

/**
 * Where the rules redirect an address (a 3xx status, or none written, which hosts treat as a
 * redirect), with or without its trailing slash (the site's `_redirects` lists both forms); a splat
 * rule (`/en/articoli/*`) also matches the addresses below it. Rewrites and error pages (a rule
 * with status 200 or 404, which other hosts accept) are no redirect. The first rule that matches wins.
 */
export function redirectTarget(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  const bare = withoutTrailingSlash(path);
  for (const rule of rules) {
    if (rule.status !== '' && !/^3\d\d!?$/.test(rule.status)) continue;
    if (rule.from.endsWith('/*')) {
      const stem = rule.from.slice(0, -1);
      if (bare === stem.slice(0, -1) || path.startsWith(stem))
        return { ...rule, to: rule.to.replace(':splat', path.slice(stem.length)) };
    } else if (withoutTrailingSlash(rule.from) === bare) return rule;
  }
  return undefined;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
