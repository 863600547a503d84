import { existsSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const DIST = join(process.cwd(), 'dist');

/** A symlink, not followed, with what it points at: the host would serve its target. */
export type Symlink = { path: string; target: string };

/** Every file under a folder, as absolute paths, and every symlink apart (not followed), in one walk. */
export function distListing(dir: string): { files: string[]; symlinks: Symlink[] } {
  const listing = { files: [] as string[], symlinks: [] as Symlink[] };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isSymbolicLink()) listing.symlinks.push({ path, target: readlinkSync(path) });
      else if (entry.isDirectory()) walk(path);
      else listing.files.push(path);
    }
  };
  if (existsSync(dir)) walk(dir);
  return listing;
}

/** Every file under a folder, as absolute paths. A symlink is not followed (distListing reports it). */
export function walkFiles(dir: string): string[] {
  return distListing(dir).files;
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
