import { existsSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const DIST = join(process.cwd(), 'dist');

/** Every file under a folder, as absolute paths. A symlink is not followed (symlinksUnder reports it). */
export function walkFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) return [];
    return entry.isDirectory() ? walkFiles(path) : [path];
  });
}

/** Every symlink under a folder, not followed, with what it points at: the host would serve its target. */
export function symlinksUnder(dir: string): { path: string; target: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) return [{ path, target: readlinkSync(path) }];
    return entry.isDirectory() ? symlinksUnder(path) : [];
  });
}

/** The URL path a dist file answers: dist/en/articles/index.html → /en/articles/. */
export function urlPathOf(distDir: string, file: string): string {
  const path = `/${relative(distDir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The dist file that answers a URL path, if any: directory URLs map to their index.html. */
export function fileForUrlPath(distDir: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const candidates = decoded.endsWith('/')
    ? [join(distDir, decoded, 'index.html')]
    : [join(distDir, decoded), join(distDir, decoded, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
