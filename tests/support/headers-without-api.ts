/**
 * Cloudflare does not apply `_headers` to what Pages Functions answer, but local `wrangler pages
 * dev` does. So that the tests see only the headers the functions set themselves
 * (the page-headers middleware of src/server/cloudflare/pages-api.ts), instance B of the stack serves a copy of dist/ whose `_headers`
 * has no rule matching `/api/*`: each such rule (today the site-wide `/*`) is replaced by the
 * same headers on `/` and on each top-level entry of dist/, which is every page and file.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Rule = { path: string; lines: string[] };

/** Paths that stand for the functions: a rule matching any of them would reach their answers. */
const FUNCTION_PATHS = ['/api', '/api/', '/api/demo-request', '/api/newsletter/confirm'];

/** Whether a `_headers` path pattern (exact, `:placeholder`, `*` splat) matches `path`. */
export function ruleMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

function parseRules(text: string): { head: string[]; rules: Rule[] } {
  const head: string[] = [];
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (/^(\/|\S+:\/\/)/.test(line)) rules.push({ path: line.trim(), lines: [] });
    else if (rules.length > 0) rules.at(-1)?.lines.push(line);
    else head.push(line);
  }
  return { head, rules };
}

/**
 * `_headers` with every rule that matches a function's path replaced by the same headers on
 * `/` and on each top-level entry (`/name` for a file; `/name` and `/name/*` for a folder).
 */
export function headersWithoutApiRules(text: string, entries: { name: string; folder: boolean }[]): string {
  if (entries.some((entry) => entry.name === 'api'))
    throw new Error('dist/ holds an api entry: its rules would reach the functions');
  const { head, rules } = parseRules(text);
  const rewritten = rules.flatMap((rule) => {
    const lines = rule.lines.filter((line) => line.trim() !== '');
    if (!FUNCTION_PATHS.some((path) => ruleMatches(rule.path, path))) return [{ path: rule.path, lines }];
    const paths = ['/', ...entries.flatMap(({ name, folder }) => (folder ? [`/${name}`, `/${name}/*`] : [`/${name}`]))];
    return paths.map((path) => ({ path, lines }));
  });
  // One rule per path: wrangler keeps only part of the headers of a path written twice.
  const merged = new Map<string, string[]>();
  for (const rule of rewritten) merged.set(rule.path, [...(merged.get(rule.path) ?? []), ...rule.lines]);
  return `${[...head, ...[...merged].flatMap(([path, lines]) => [path, ...lines])].join('\n')}\n`;
}

/** Copies `dist` to `target` (replacing it) with `_headers` rewritten as above. */
export function copyDistWithoutApiHeaders(dist: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const entries = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_'))
    .map((entry) => ({ name: entry.name, folder: entry.isDirectory() }));
  const file = join(target, '_headers');
  writeFileSync(file, headersWithoutApiRules(readFileSync(file, 'utf8'), entries));
}
