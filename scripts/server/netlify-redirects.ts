import { fillPath, matchPath } from './path-pattern';

/** One line of `_redirects`: `from  to  [status][!]`. */
export type RedirectRule = { from: string; to: string; status: number; force: boolean; line: number };

/**
 * Parses a Netlify `_redirects` file. Comments and blank lines are skipped; rules this server
 * cannot apply (query or country conditions, proxying to another host with 200) are skipped
 * with a warning, so that the rest still works.
 */
export function parseRedirects(text: string, warn: (message: string) => void = console.warn): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') return;
    const tokens = line.split(/\s+/);
    const [from, to, statusToken = '301', ...rest] = tokens;
    const status = /^(\d{3})(!?)$/.exec(statusToken);
    if (!from || !to || !status || rest.length > 0 || tokens.some((token) => token.includes('='))) {
      warn(`_redirects:${index + 1}: rule not understood, skipped: ${line}`);
      return;
    }
    const code = Number(status[1]);
    if (code === 200 && /^https?:\/\//i.test(to)) {
      warn(`_redirects:${index + 1}: proxying to another host is not supported here, skipped`);
      return;
    }
    rules.push({ from, to, status: code, force: status[2] === '!', line: index + 1 });
  });
  return rules;
}

/** What a rule does to a request: the target path (placeholders filled) and the status. */
export type RedirectOutcome = { rule: RedirectRule; target: string };

/**
 * The first rule matching `pathname`, as Netlify picks it: rules are read top to bottom, and
 * a rule that is not forced (`301`, not `301!`) is passed over when a file answers the path.
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  fileExists: boolean,
): RedirectOutcome | undefined {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const match = matchPath(rule.from, pathname);
    if (match) return { rule, target: fillPath(rule.to, match) };
  }
  return undefined;
}

/**
 * A Location that stays on this site when the target is a path: `//host` or `/\host` would
 * be read by browsers as another host, so the leading slashes are reduced to one.
 */
export function sameSiteLocation(target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  return `/${target.replace(/^[/\\]+/, '')}`;
}
