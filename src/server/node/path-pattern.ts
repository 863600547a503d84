/** As Cloudflare Pages matches them: the whole path, still encoded; `*` spans slashes, `:name` one segment. */
export type PathMatch = Record<string, string>;

export type PathPattern = { pattern: string; regExp: RegExp };

const SPECIAL = /[-/\\^$*+?.()|[\]{}]/g;
const PLACEHOLDER = /:([A-Za-z]\w*)/g;

/** The pattern as a regular expression, or undefined when it cannot be one (two splats). */
export function compilePattern(pattern: string): PathPattern | undefined {
  const source = pattern
    .split('*')
    .map((part) => part.replace(SPECIAL, '\\$&'))
    .join('(?<splat>.*)')
    .replace(PLACEHOLDER, (_whole, name: string) => `(?<${name}>[^/]+)`);
  try {
    return { pattern, regExp: new RegExp(`^${source}$`) };
  } catch {
    return undefined;
  }
}

export function matchPath({ regExp }: PathPattern, pathname: string): PathMatch | undefined {
  const result = regExp.exec(pathname);
  return result ? { ...result.groups } : undefined;
}

/** `to` with `:splat` and each `:name` replaced by what the path matched, as Cloudflare fills it. */
export function fillPath(target: string, match: PathMatch): string {
  let filled = target;
  for (const [name, value] of Object.entries(match)) filled = filled.replaceAll(`:${name}`, value);
  return filled;
}
