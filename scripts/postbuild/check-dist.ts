import { siteConfig } from '../../src/config';
import { join, relative } from 'node:path';
import { siteInlineScriptHashes } from '../page-policy/starter-script';
import { distListing, type Symlink } from './dist-files';
import { distFiles, readPage, type PageFacts } from './page-facts';

/** The site path of an absolute URL on the configured origin, or undefined for another site. */
function sitePath(url: string): string | undefined {
  return url.startsWith(`${siteConfig.origin}/`) ? url.slice(siteConfig.origin.length) : undefined;
}

function checkAnchors(page: PageFacts, pages: Map<string, PageFacts>): string[] {
  return page.anchored
    .filter(({ page: target, id }) => pages.get(target)?.ids.has(id) === false)
    .map(({ tag, url, id }) => `${page.urlPath}: <${tag}> points at ${url}, but that page has no id="${id}"`);
}

function checkHead(page: PageFacts, pages: Map<string, PageFacts>): string[] {
  if (page.isRedirect || !page.canonical) return [];
  const problems: string[] = [];
  if (sitePath(page.canonical) !== page.urlPath)
    problems.push(`${page.urlPath}: canonical ${page.canonical} is not this page`);
  for (const [language, url] of page.alternates) {
    const path = sitePath(url);
    const target = path === undefined ? undefined : pages.get(path);
    if (!target) {
      problems.push(`${page.urlPath}: hreflang="${language}" points at ${url}, which is not a page of dist/`);
    } else if (language !== 'x-default') {
      const ownLanguage = [...page.alternates].find(
        ([hreflang, href]) => hreflang !== 'x-default' && sitePath(href) === page.urlPath,
      )?.[0];
      if (ownLanguage === undefined) problems.push(`${page.urlPath}: lists no hreflang alternate for itself`);
      else if (target.alternates.get(ownLanguage) !== page.alternates.get(ownLanguage))
        problems.push(
          `${page.urlPath}: hreflang="${language}" → ${path} does not point back with hreflang="${ownLanguage}"`,
        );
    }
  }
  return problems;
}

/**
 * Every canonical page must be linked from its own language, or no visitor or crawler finds it;
 * the language menu links every page to its counterpart, so other-language links do not count.
 */
function checkLinkedFromElsewhere(pages: Map<string, PageFacts>): string[] {
  const linked = new Set<string>();
  for (const page of pages.values()) if (!page.isRedirect) for (const path of page.linksInLanguage) linked.add(path);
  // A language's home is where its pages start (`/` leads there), not a page to be led to.
  const isLanguageHome = (path: string) => /^\/[^/]+\/$/.test(path);
  return [...pages.values()]
    .filter((page) => !page.isRedirect && page.canonical !== undefined && !isLanguageHome(page.urlPath))
    .filter((page) => !linked.has(page.urlPath))
    .map((page) => `${page.urlPath}: no other page links to it`);
}

/** The host follows a symlink in dist/ and publishes whatever it points at (`/proc/self/environ`). */
function checkNoSymlinks(distDir: string, symlinks: readonly Symlink[]): string[] {
  return symlinks
    .map(
      ({ path, target }) =>
        `${join('dist', relative(distDir, path))}: a symlink (to ${target}); dist/ must hold files, never links`,
    )
    .sort();
}

export function checkDist(distDir: string, allowedScripts = siteInlineScriptHashes()): string[] {
  const { files: allFiles, symlinks } = distListing(distDir);
  const files = distFiles(distDir, allFiles);
  const allowed = new Set(allowedScripts);
  const read = allFiles.filter((file) => file.endsWith('.html')).map((file) => readPage(distDir, file, files, allowed));
  const pages = new Map(read.map((page) => [page.urlPath, page]));
  return [
    ...checkNoSymlinks(distDir, symlinks),
    ...[...pages.values()].flatMap((page) => [
      ...page.problems.map((problem) => `${page.urlPath}: ${problem}`),
      ...checkAnchors(page, pages),
      ...checkHead(page, pages),
    ]),
    ...checkLinkedFromElsewhere(pages),
  ];
}
