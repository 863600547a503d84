import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderedPage } from '../../src/entry-server';
import { languageFromPath } from '../../src/i18n/languages';
import { assemblePage } from './assemble-page';
import { pageEnds, type AppStart } from './app-start';
import { stylesheetInliner, templateStylesheetLink } from './inline-stylesheet';
import { pageAssets, type ClientManifest } from './client-manifest';
import { stylePolicyMeta, withStylePolicy } from '../postbuild/style-policy';
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

/**
 * Assembles a page with the template's stylesheet inline and a style policy that allows it; the
 * stylesheet's check and hash are made once per worker. A page that rendered a `<style>` of its
 * own gets a policy for all its styles, from a parse of the page. (React escapes "<" in text
 * and attributes, so "<style" in its output can only be an element.)
 */
async function stylePages(template: string, distDir: string) {
  const { link, file } = templateStylesheetLink(template, distDir);
  const css = await readFile(file, 'utf8');
  const inline = stylesheetInliner(link, css);
  const policyMeta = stylePolicyMeta([css]);
  return (page: RenderedPage, assemble: (page: RenderedPage) => string): string => {
    if (page.appHtml.includes('<style') || page.headHtml.includes('<style'))
      return withStylePolicy(inline(assemble(page)));
    // assemblePage puts the head tags right after <meta charset>, where withStylePolicy puts its meta.
    return inline(assemble({ ...page, headHtml: policyMeta + page.headHtml }));
  };
}

async function prerender({ serverEntry, template, appStart, manifest, distDir, paths }: PrerenderJob): Promise<number> {
  const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const styled = await stylePages(template, distDir);
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
    const { headEnd, bodyEnd } = ends;
    writeFileSync(
      file,
      styled(page, (parts) => assemblePage(template, parts, headEnd, bodyEnd)),
    );
  }
  return paths.length;
}

if (parentPort) answerParent(parentPort, () => prerender(workerData as PrerenderJob));
