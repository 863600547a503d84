import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { siteConfig } from '../../src/config';
import { fileForUrlPath, urlPathOf, walkFiles } from './dist-files';

/** What the checker reads from one page. */
export type PageFacts = {
  urlPath: string;
  ids: Set<string>;
  /** Every href, src and srcset candidate, with the tag it sits on. */
  references: { tag: string; url: string }[];
  canonical?: string;
  alternates: Map<string, string>;
  isRedirect: boolean;
};

const REFERENCE_ATTRIBUTES = new Set(['href', 'src']);

export function readPage(distDir: string, file: string): PageFacts {
  const facts: PageFacts = {
    urlPath: urlPathOf(distDir, file),
    ids: new Set(),
    references: [],
    alternates: new Map(),
    isRedirect: false,
  };
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (attributes.id) facts.ids.add(attributes.id);
      if (tag === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') facts.isRedirect = true;
      if (tag === 'link' && attributes.rel === 'canonical') facts.canonical = attributes.href;
      if (tag === 'link' && attributes.rel === 'alternate' && attributes.hreflang && attributes.href)
        facts.alternates.set(attributes.hreflang, attributes.href);
      for (const [name, value] of Object.entries(attributes)) {
        if (
          REFERENCE_ATTRIBUTES.has(name) &&
          !(tag === 'link' && (attributes.rel === 'canonical' || attributes.rel === 'alternate'))
        )
          facts.references.push({ tag, url: value });
        // A responsive picture's candidates: "url 720w, url 1440w" (URLs without commas, as ours are).
        if (name === 'srcset')
          for (const candidate of value.split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) facts.references.push({ tag, url });
          }
      }
    },
  });
  parser.end(readFileSync(file, 'utf8'));
  return facts;
}

/** The site path of an absolute URL on the configured origin, or undefined for another site. */
function sitePath(url: string): string | undefined {
  return url.startsWith(`${siteConfig.origin}/`) ? url.slice(siteConfig.origin.length) : undefined;
}

/** The site path an internal reference of `page` leads to, or undefined for another site or scheme. */
function referencePath(page: PageFacts, url: string): string | undefined {
  if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(url)) return undefined;
  const path = url.split('#')[0]?.split('?')[0] ?? '';
  return path === '' ? page.urlPath : new URL(path, `https://x${page.urlPath}`).pathname;
}

function checkReferences(distDir: string, page: PageFacts, pages: Map<string, PageFacts>): string[] {
  const problems: string[] = [];
  for (const { tag, url } of page.references) {
    const targetPath = referencePath(page, url);
    if (targetPath === undefined) continue;
    const anchor = url.split('#')[1];
    const file = fileForUrlPath(distDir, targetPath);
    if (!file) {
      problems.push(`${page.urlPath}: <${tag}> points at ${url}, which is not in dist/`);
      continue;
    }
    if (anchor) {
      const target = pages.get(urlPathOf(distDir, file));
      if (target && !target.ids.has(anchor))
        problems.push(`${page.urlPath}: <${tag}> points at ${url}, but that page has no id="${anchor}"`);
    }
  }
  return problems;
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

/** The first segment of a site path: the language of a page, `/en/pricing/` → `en`. */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * Every page with a canonical (every page of the route table) must be linked from another page
 * of its language: a page no link leads to is found by neither visitors nor crawlers that start
 * at the home page. Links from the other language do not count, since the language menu links
 * every page to its counterpart; the languages' home pages are where the others start.
 */
function checkLinkedFromElsewhere(pages: Map<string, PageFacts>): string[] {
  const linked = new Set<string>();
  for (const page of pages.values()) {
    if (page.isRedirect) continue;
    for (const { tag, url } of page.references) {
      const path = tag === 'a' ? referencePath(page, url) : undefined;
      if (path !== undefined && path !== page.urlPath && firstSegment(path) === firstSegment(page.urlPath))
        linked.add(path);
    }
  }
  // A language's home is where its pages start (`/` leads there), not a page to be led to.
  const isLanguageHome = (path: string) => path === `/${firstSegment(path)}/`;
  return [...pages.values()]
    .filter((page) => !page.isRedirect && page.canonical !== undefined && !isLanguageHome(page.urlPath))
    .filter((page) => !linked.has(page.urlPath))
    .map((page) => `${page.urlPath}: no other page links to it`);
}

/** Every problem in dist/: broken internal links and anchors, one-way hreflang, wrong canonicals, orphan pages. */
export function checkDist(distDir: string): string[] {
  const htmlFiles = walkFiles(distDir).filter((file) => file.endsWith('.html'));
  const pages = new Map(htmlFiles.map((file) => [urlPathOf(distDir, file), readPage(distDir, file)]));
  return [
    ...[...pages.values()].flatMap((page) => [...checkReferences(distDir, page, pages), ...checkHead(page, pages)]),
    ...checkLinkedFromElsewhere(pages),
  ];
}
