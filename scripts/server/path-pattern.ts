/**
 * Netlify and Cloudflare Pages path patterns, as `_redirects` and `_headers` use them: `*` at
 * the end matches the rest of the path (the splat, `/` included), `:name` matches one segment.
 * A trailing slash is not significant (`/pricing` matches `/pricing/`), as on both hosts.
 */
export type PathMatch = { splat?: string; params: Record<string, string> };

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function matchPath(pattern: string, pathname: string): PathMatch | undefined {
  const patternParts = trimSlash(pattern).split('/');
  // A splat keeps the path's own trailing slash (`/a/*` on `/a/b/` gives `b/`).
  const pathParts = (pattern.endsWith('*') ? pathname : trimSlash(pathname)).split('/');
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index += 1) {
    const part = patternParts[index] ?? '';
    if (part === '*' && index === patternParts.length - 1) {
      return { splat: pathParts.slice(index).join('/'), params };
    }
    const actual = pathParts[index];
    if (actual === undefined) return undefined;
    if (part.startsWith(':') && part.length > 1) {
      if (actual === '') return undefined;
      params[part.slice(1)] = actual;
    } else if (part.includes('*')) {
      const [before = '', after = ''] = part.split('*', 2);
      if (!actual.startsWith(before) || !actual.slice(before.length).endsWith(after)) return undefined;
    } else if (part !== actual) return undefined;
  }
  return patternParts.length === pathParts.length ? { params } : undefined;
}

/** `to` with `:splat` and `:name` replaced by what the path matched. */
export function fillPath(target: string, match: PathMatch): string {
  return target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    if (name === 'splat') return match.splat ?? '';
    return match.params[name] ?? whole;
  });
}
