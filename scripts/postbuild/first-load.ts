/**
 * What a prerendered page makes the browser download at first load, read from dist/: HTML, CSS,
 * and the scripts it names plus their static imports (dynamic imports load later).
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { buildSync } from 'esbuild';
import { DomUtils, parseDocument } from 'htmlparser2';
import { fileForUrlPath } from './dist-files';
import { brotliSize, gzipSize } from './compressed-size';

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

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
      // The inline starter loads these once the page is painted.
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

/** Throws for a URL outside dist/: the measurement must not hide it. */
export function assetFile(distDir: string, url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const file = path.startsWith('/') && !path.startsWith('//') ? fileForUrlPath(distDir, path) : undefined;
  if (file === undefined) throw new Error(`${url} is not a file of ${distDir}`);
  return file;
}

export const distRelative = (distDir: string, file: string) => relative(distDir, file).split(sep).join('/');

export type StaticImportGraph = ReadonlyMap<string, readonly string[]>;

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
  /** Each stylesheet gzipped alone (one response each); inline styles gzipped together. */
  css: { gzip: number; inlineGzip: number; files: string[] };
  js: { gzip: number; brotli: number; files: string[] };
};

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
