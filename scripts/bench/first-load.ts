/**
 * What prerendered pages make the browser download at first load, read from dist/ without a
 * browser: the HTML; the CSS (the stylesheets the page links or preloads, plus its inline
 * `<style>` text); the JavaScript (the scripts it names, with their static imports: see
 * page-scripts.ts). The benchmark prints these figures and the byte budgets check them.
 */
import { readFileSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { fileForUrlPath } from '../postbuild/dist-files';
import { brotliSize, gzipSize } from './compressed-size';
import { assetFile, distRelative, startupScripts, staticClosure, staticImportGraph } from './page-scripts';

export type StartupStyles = {
  /** Stylesheet URLs: `<link rel="stylesheet">` and `<link rel="preload" as="style">`, once each. */
  linked: string[];
  /** The text of every `<style>` element. */
  inline: string[];
};

/** The CSS a page's HTML makes the browser fetch or apply as it loads. */
export function startupStyles(html: string): StartupStyles {
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
    const scripts = startupScripts(text).all.map((url) => assetFile(distDir, url));
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
