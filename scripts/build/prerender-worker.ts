import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderedPage } from '../../src/entry-server';
import { languageFromPath } from '../../src/i18n/languages';
import { assemblePage } from './assemble-page';
import { pageEnds, type AppStart } from './app-start';
import { inlineStylesheet, templateStylesheetLink } from './inline-stylesheet';
import { pageAssets, type ClientManifest } from './client-manifest';
import { withStylePolicy } from '../postbuild/style-policy';
import { pageModuleKeys } from './page-modules';
import { answerParent } from './typescript-worker';

/** What the prerender hands each worker (scripts/build/prerender.ts). */
export type PrerenderJob = {
  serverEntry: string;
  /** The built index.html without its module tags (app-start.ts). */
  template: string;
  appStart: AppStart;
  manifest: ClientManifest;
  distDir: string;
  paths: string[];
};

type ServerEntry = { renderPage: (path: string) => Promise<RenderedPage> };

/** Where a path's page is written: `dist/en/articles/` → `dist/en/articles/index.html`. */
export function pageFile(distDir: string, path: string): string {
  return join(distDir, path, 'index.html');
}

/** The template's stylesheet: its link and its text, read once per worker. */
async function templateStylesheet(template: string, distDir: string) {
  const { link, file } = templateStylesheetLink(template, distDir);
  return { link, css: await readFile(file, 'utf8') };
}

async function prerender({ serverEntry, template, appStart, manifest, distDir, paths }: PrerenderJob): Promise<number> {
  const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const stylesheet = await templateStylesheet(template, distDir);
  const endsByKey = new Map<string, ReturnType<typeof pageEnds>>();
  for (const path of paths) {
    let page: RenderedPage;
    try {
      page = await renderPage(path);
    } catch (error) {
      throw new Error(`prerender of ${path} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
    const keys = pageModuleKeys(page.pageId, languageFromPath(path), page.contentModules);
    const cacheKey = keys.join('\n');
    let ends = endsByKey.get(cacheKey);
    if (ends === undefined) {
      ends = pageEnds(pageAssets(manifest, keys), appStart);
      endsByKey.set(cacheKey, ends);
    }
    const file = pageFile(distDir, path);
    // Written synchronously: a worker has nothing else to do meanwhile, and an awaited write
    // left it idle for a quarter of the stage.
    mkdirSync(dirname(file), { recursive: true });
    const html = assemblePage(template, page, ends.headEnd, ends.bodyEnd);
    // The stylesheet is the page's only <style> unless a component rendered one of its own
    // (React escapes "<" in text and attributes, so "<style" can only be an element).
    const styles = html.includes('<style') ? undefined : [stylesheet.css];
    writeFileSync(file, withStylePolicy(inlineStylesheet(html, stylesheet.link, stylesheet.css), styles));
  }
  return paths.length;
}

if (parentPort) answerParent(parentPort, () => prerender(workerData as PrerenderJob));
