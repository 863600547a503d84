/**
 * What prerendered pages make the browser download at first load, read from dist/ without a
 * browser: the HTML; the CSS (the stylesheets the page links or preloads, plus its inline
 * `<style>` text); the JavaScript: the scripts and preloads its HTML names, plus every chunk
 * those import statically (the browser fetches those before it runs the first line; dynamic
 * imports load later, or are named by a preload of their own when the page needs them at
 * start). The benchmark prints these figures and the byte budgets check them.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { buildSync } from 'esbuild';
import { DomUtils, parseDocument } from 'htmlparser2';
import { fileForUrlPath } from './dist-files';
import { brotliSize, gzipSize } from './compressed-size';

/** Types under which a `<script>` runs as JavaScript (an absent type is JavaScript too). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The script URLs a page's HTML asks the browser for as it loads, once each, in order: scripts,
 * `modulepreload` and `preload as="script"` links, and what the inline starter loads.
 */
export function startupScripts(html: string): string[] {
  const document = parseDocument(html);
  const elements = DomUtils.findAll(
    (element) => element.name === 'script' || element.name === 'link',
    document.children,
  );
  const all: string[] = [];
  for (const { name, attribs } of elements) {
    if (name === 'script') {
      const type = (attribs.type ?? '').trim().toLowerCase();
      if (!SCRIPT_TYPES.has(type)) continue;
      if (attribs.src !== undefined) all.push(attribs.src);
      // The starter (src/start-app.ts), inline, loads the entry and the page's modules once the page is painted.
      const started = attribs['data-entry'];
      if (started !== undefined) all.push(started, ...(attribs['data-preload'] ?? '').split(' ').filter(Boolean));
    } else {
      const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
      const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attribs.as === 'script');
      if (preloadsScript && attribs.href !== undefined) all.push(attribs.href);
    }
  }
  return [...new Set(all)];
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

/**
 * The CSS a page's HTML makes the browser fetch or apply as it loads: the stylesheet URLs it
 * links or preloads (`linked`, once each) and the text of every `<style>` element (`inline`).
 */
export function startupStyles(html: string): { linked: string[]; inline: string[] } {
  const document = parseDocument(html);
  const linked = DomUtils.findAll(({ name, attribs }) => {
    if (name !== 'link' || attribs.href === undefined) return false;
    const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
    return rel.includes('stylesheet') || (rel.includes('preload') && attribs.as === 'style');
  }, document.children).map(({ attribs }) => attribs.href ?? '');
  const inline = DomUtils.findAll(({ name }) => name === 'style', document.children).map((element) =>
    DomUtils.textContent(element),
  );
  return { linked: [...new Set(linked)], inline };
}

export type FirstLoad = {
  urlPath: string;
  html: { bytes: number; gzip: number };
  /** Each stylesheet gzipped on its own (one response each), plus the inline styles' text gzipped together (`inlineGzip`). */
  css: { gzip: number; inlineGzip: number; files: string[] };
  js: { gzip: number; brotli: number; files: string[] };
};

/** A file's compressed sizes, computed once however many pages load it. */
function sizeCache(distDir: string) {
  const memo = (measure: (body: Buffer) => number) => {
    const sizes = new Map<string, number>();
    return (path: string) => {
      const known = sizes.get(path);
      if (known !== undefined) return known;
      const size = measure(readFileSync(`${distDir}/${path}`));
      sizes.set(path, size);
      return size;
    };
  };
  return { gzip: memo(gzipSize), brotli: memo(brotliSize) };
}

const sum = (paths: readonly string[], size: (path: string) => number) =>
  paths.reduce((total, path) => total + size(path), 0);

/** The first-load bytes of each page of `distDir` at `urlPaths` (`/en/`, `/it/articoli/`, `/404.html`). */
export function measureFirstLoad(distDir: string, urlPaths: readonly string[]): FirstLoad[] {
  const pages = urlPaths.map((urlPath) => {
    const file = fileForUrlPath(distDir, urlPath);
    if (file === undefined) throw new Error(`no page ${urlPath} in ${distDir}`);
    const html = readFileSync(file);
    const text = html.toString('utf8');
    const scripts = startupScripts(text).map((url) => assetFile(distDir, url));
    return { urlPath, html, scripts, styles: startupStyles(text) };
  });
  const graph = staticImportGraph(
    distDir,
    pages.flatMap((page) => page.scripts),
  );
  const size = sizeCache(distDir);
  return pages.map(({ urlPath, html, scripts, styles }) => {
    const jsFiles = staticClosure(
      graph,
      scripts.map((file) => distRelative(distDir, file)),
    );
    const cssFiles = styles.linked.map((url) => distRelative(distDir, assetFile(distDir, url)));
    const inlineCss = styles.inline.join('');
    const inlineGzip = inlineCss === '' ? 0 : gzipSize(inlineCss);
    return {
      urlPath,
      html: { bytes: html.byteLength, gzip: gzipSize(html) },
      css: { gzip: sum(cssFiles, size.gzip) + inlineGzip, inlineGzip, files: cssFiles },
      js: { gzip: sum(jsFiles, size.gzip), brotli: sum(jsFiles, size.brotli), files: jsFiles },
    };
  });
}
