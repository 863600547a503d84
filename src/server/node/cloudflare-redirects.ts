import { compilePattern, fillPath, matchPath, type PathPattern } from './path-pattern';

/** One rule of `_redirects`: `from  to  [status]`. */
export type RedirectRule = { from: PathPattern; to: string; status: number; line: number };

/** The statuses Cloudflare Pages accepts; a rule without one is a 302. */
const STATUSES = new Set([200, 301, 302, 303, 307, 308]);

/**
 * Parses a `_redirects` file as Cloudflare Pages does (workers-sdk, `parseRedirects.ts`): blank
 * lines and `#` comments are skipped; a rule is two or three tokens; a status other than 200,
 * 301, 302, 303, 307 or 308 (Netlify's `301!`, a `404`) makes the whole rule invalid; of two
 * rules from one path only the first counts. Invalid rules are skipped with a warning, as
 * wrangler reports them. Proxying to another host (200 to `https://…`) is skipped too.
 */
export function parseRedirects(text: string, warn: (message: string) => void = console.warn): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const problem = ruleProblem(line, seen);
    if (typeof problem === 'string') {
      warn(`_redirects:${index + 1}: ${problem}, skipped: ${line}`);
      continue;
    }
    seen.add(problem.from.pattern);
    rules.push({ ...problem, line: index + 1 });
  }
  return rules;
}

/** Why Cloudflare would refuse one line of `_redirects`, or the rule it reads. */
function ruleProblem(line: string, seen: ReadonlySet<string>): string | Omit<RedirectRule, 'line'> {
  const tokens = line.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return `expected 2 or 3 tokens, found ${String(tokens.length)}`;
  const [path = '', to = '', statusToken = '302'] = tokens;
  if (/^https?:\/\//i.test(path)) return 'only a path can be redirected';
  // Cloudflare reads `pricing` as `/pricing`.
  const from = path.startsWith('/') ? path : `/${path}`;
  const status = Number(statusToken);
  if (!STATUSES.has(status)) return `status ${statusToken} is not one of 200, 301, 302, 303, 307, 308`;
  if (status === 200 && /^https?:\/\//i.test(to)) return 'proxying to another host is not supported here';
  if (seen.has(from)) return `an earlier rule has the same path`;
  const pattern = compilePattern(from);
  return pattern ? { from: pattern, to, status } : 'the path is no valid pattern';
}

/** What a rule does to a request: the target path (placeholders filled) and the status. */
export type RedirectOutcome = { rule: RedirectRule; target: string };

/**
 * The first rule matching `pathname`, whether or not a file answers it: on Cloudflare Pages a
 * rule comes before the files (static rules, which come first in the file, are matched before
 * dynamic ones, so the first match in file order is the one Cloudflare picks).
 */
export function findRedirect(rules: readonly RedirectRule[], pathname: string): RedirectOutcome | undefined {
  for (const rule of rules) {
    const match = matchPath(rule.from, pathname);
    if (match) return { rule, target: fillPath(rule.to, match) };
  }
  return undefined;
}

/**
 * A Location that stays on this site when the target is a path: `//host` or `/\host` would
 * be read by browsers as another host, so the leading slashes are reduced to one (Cloudflare
 * would follow them to the other host: this server is stricter).
 */
export function sameSiteLocation(target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  return `/${target.replace(/^[/\\]+/, '')}`;
}
