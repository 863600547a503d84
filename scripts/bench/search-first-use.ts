/**
 * What a visitor downloads on first use of the article search (src/pages/articles/search/):
 * the index of the page's language (the list page's route data names it) and the search code,
 * the dynamic chunk with its static imports that the list page has not loaded already.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes/paths';
import { fileForUrlPath } from '../postbuild/dist-files';
import { brotliSize, gzipSize } from './compressed-size';
import { staticClosure, staticImportGraph } from './page-scripts';

export type Weight = { bytes: number; gzip: number; brotli: number };

export type SearchFirstUse = {
  index: Record<Language, Weight>;
  js: Weight & { files: string[] };
};

const weightOf = (bodies: readonly Buffer[]): Weight => ({
  bytes: bodies.reduce((total, body) => total + body.byteLength, 0),
  gzip: bodies.reduce((total, body) => total + gzipSize(body), 0),
  brotli: bodies.reduce((total, body) => total + brotliSize(body), 0),
});

function indexUrl(distDir: string, language: Language): string {
  const listPage = fileForUrlPath(distDir, pathTo('articles', language));
  if (listPage === undefined) throw new Error(`no articles list of ${language} in ${distDir}`);
  const url = /\/assets\/article-search-[a-z]+-[0-9a-f]+\.json/.exec(readFileSync(listPage, 'utf8'))?.[0];
  if (url === undefined) throw new Error(`the ${language} articles list names no search index`);
  return url;
}

/** `listPageScripts`: the dist-relative JavaScript the English list loads at start (first-load.ts). */
export function measureSearchFirstUse(distDir: string, listPageScripts: readonly string[]): SearchFirstUse {
  const chunk = readdirSync(join(distDir, 'assets')).find((name) => /^search-results-[\w-]+\.js$/.test(name));
  if (chunk === undefined) throw new Error(`no search-results chunk in ${distDir}/assets`);
  const root = `assets/${chunk}`;
  const loaded = new Set(listPageScripts);
  const files = staticClosure(staticImportGraph(distDir, [join(distDir, root)]), [root]).filter(
    (file) => !loaded.has(file),
  );
  const index = Object.fromEntries(
    LANGUAGES.map((language) => [language, weightOf([readFileSync(join(distDir, indexUrl(distDir, language)))])]),
  ) as Record<Language, Weight>;
  return { index, js: { ...weightOf(files.map((file) => readFileSync(join(distDir, file)))), files } };
}
