/**
 * The JavaScript a prerendered page makes the browser download before anyone interacts, read
 * from dist/ without a browser: the scripts and preloads its HTML names, plus every chunk those
 * import statically (the browser fetches those before it runs the first line; dynamic imports
 * load later, or are named by a preload of their own when the page needs them at start).
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { buildSync } from 'esbuild';
import { DomUtils, parseDocument } from 'htmlparser2';
import { fileForUrlPath } from '../postbuild/dist-files';
import { gzipSize } from './compressed-size';

/** Types under which a `<script>` runs as JavaScript (an absent type is JavaScript too). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export type StartupScripts = {
  /** `<script type="module" src>`: the entry chunks, which run first. */
  entries: string[];
  /** Every script URL the HTML names: scripts, `modulepreload` and `preload as="script"` links, in order. */
  all: string[];
};

/** The script URLs a page's HTML asks the browser for as it loads. */
export function startupScripts(html: string): StartupScripts {
  const document = parseDocument(html);
  const elements = DomUtils.findAll(
    (element) => element.name === 'script' || element.name === 'link',
    document.children,
  );
  const entries: string[] = [];
  const all: string[] = [];
  for (const { name, attribs } of elements) {
    if (name === 'script') {
      const type = (attribs.type ?? '').trim().toLowerCase();
      if (!SCRIPT_TYPES.has(type)) continue;
      if (attribs.src !== undefined) {
        if (type === 'module') entries.push(attribs.src);
        all.push(attribs.src);
      }
      // The starter (src/start-app.ts), inline, loads the entry and the page's modules once the page is painted.
      const started = attribs['data-entry'];
      if (started !== undefined) {
        entries.push(started);
        all.push(started, ...(attribs['data-preload'] ?? '').split(' ').filter(Boolean));
      }
    } else {
      const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
      const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attribs.as === 'script');
      if (preloadsScript && attribs.href !== undefined) all.push(attribs.href);
    }
  }
  return { entries: [...new Set(entries)], all: [...new Set(all)] };
}

/** The dist file behind a script or stylesheet URL of the site; anything else is an error the measurement must not hide. */
export function assetFile(distDir: string, url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const file = path.startsWith('/') && !path.startsWith('//') ? fileForUrlPath(distDir, path) : undefined;
  if (file === undefined) throw new Error(`${url} is not a file of ${distDir}`);
  return file;
}

/** A file's path relative to `distDir`, with forward slashes: how the import graph names it. */
export const distRelative = (distDir: string, file: string) => relative(distDir, file).split(sep).join('/');

/** For every file reachable from `files`, the files it imports statically (paths relative to `distDir`). */
export type StaticImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The static imports of `files` and of everything they reach. esbuild reads the chunks, so
 * imports are found by a JavaScript parser, not by a pattern. One graph serves any number of
 * pages: build it over the union of their scripts.
 */
export function staticImportGraph(distDir: string, files: string[]): StaticImportGraph {
  if (files.length === 0) return new Map();
  const { metafile } = buildSync({
    absWorkingDir: distDir,
    entryPoints: [...new Set(files)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
  });
  return new Map(
    Object.entries(metafile.inputs).map(([path, { imports }]) => [
      path,
      imports.filter(({ kind }) => kind === 'import-statement').map(({ path: imported }) => imported),
    ]),
  );
}

/** `roots` (dist-relative) and every file they import statically, transitively, each once. */
export function staticClosure(graph: StaticImportGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of graph.get(path) ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** `files` and every file they import statically, transitively (paths relative to `distDir`). */
export function withStaticImports(distDir: string, files: string[]): string[] {
  return staticClosure(
    staticImportGraph(distDir, files),
    files.map((file) => distRelative(distDir, file)),
  );
}

export type PageJavaScript = {
  /** Dist-relative paths of every file the page loads at start. */
  files: string[];
  gzipBytes: number;
  /** The entry chunk(s) alone. */
  entryGzipBytes: number;
  htmlGzipBytes: number;
};

/** What the prerendered page at `urlPath` loads at start, in gzip bytes. */
export function pageJavaScript(distDir: string, urlPath: string): PageJavaScript {
  const htmlFile = fileForUrlPath(distDir, urlPath);
  if (htmlFile === undefined) throw new Error(`no page ${urlPath} in ${distDir}`);
  const html = readFileSync(htmlFile);
  const { entries, all } = startupScripts(html.toString('utf8'));
  const gzipOf = (paths: string[]) =>
    paths.reduce((sum, path) => sum + gzipSize(readFileSync(`${distDir}/${path}`)), 0);
  const files = withStaticImports(
    distDir,
    all.map((url) => assetFile(distDir, url)),
  );
  const entryFiles = entries.map((url) => distRelative(distDir, assetFile(distDir, url)));
  return { files, gzipBytes: gzipOf(files), entryGzipBytes: gzipOf(entryFiles), htmlGzipBytes: gzipSize(html) };
}
