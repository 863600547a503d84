import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's client build manifest (`build.manifest`). */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type ClientManifest = Record<string, ManifestChunk>;

export const MANIFEST_DIR = '.vite';
/** The manifest's key for the entry, the page template Vite built. */
const ENTRY = 'index.html';

export function readClientManifest(distDir: string): ClientManifest {
  return JSON.parse(readFileSync(join(distDir, MANIFEST_DIR, 'manifest.json'), 'utf8')) as ClientManifest;
}

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest: ClientManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** What a page needs besides the entry and its imports: site paths of stylesheets and of JavaScript modules. */
export type PageAssets = { stylesheets: string[]; modules: string[] };

/**
 * The files a page needs besides the entry's own: its modules' chunks with their static
 * imports, and their stylesheets, so the browser fetches the page's code alongside the entry
 * instead of after it. A module's own dynamic imports count (a `route.tsx` imports only its
 * page's component); the entry's do not: they are every page's code and both languages' content.
 */
export function pageAssets(manifest: ClientManifest, moduleKeys: readonly string[]): PageAssets {
  const entry = staticClosure(manifest, ENTRY);
  const needed = new Set<string>();
  for (const key of moduleKeys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
    for (const loaded of [key, ...(chunk.dynamicImports ?? [])]) staticClosure(manifest, loaded, needed);
  }
  const chunks = [...needed].filter((key) => !entry.has(key)).map((key) => manifest[key] as ManifestChunk);
  return {
    stylesheets: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    modules: chunks.map((chunk) => `/${chunk.file}`),
  };
}
