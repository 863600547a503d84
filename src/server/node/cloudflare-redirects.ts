import { compilePattern, fillPath, matchPath, type PathPattern } from './path-pattern';

export type RedirectRule = { from: PathPattern; to: string; status: number; line: number };

/** The statuses Cloudflare Pages accepts; a rule without one is a 302. */
const STATUSES = new Set([200, 301, 302, 303, 307, 308]);

/** As Cloudflare Pages parses it: invalid rules (and proxying to another host) are skipped with a warning. */
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

export type RedirectOutcome = { rule: RedirectRule; target: string };

/** A rule comes before the files; the first match in file order is the one Cloudflare picks. */
export function findRedirect(rules: readonly RedirectRule[], pathname: string): RedirectOutcome | undefined {
  for (const rule of rules) {
    const match = matchPath(rule.from, pathname);
    if (match) return { rule, target: fillPath(rule.to, match) };
  }
  return undefined;
}

/** `//host` or `/\host` would be another host to a browser: reduced to one slash (stricter than Cloudflare). */
export function sameSiteLocation(target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  return `/${target.replace(/^[/\\]+/, '')}`;
}
