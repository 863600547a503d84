import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, otherLanguages, type Language } from '../../src/i18n/languages';
import { PAGE_IDS, pageDefinition } from '../../src/routes/pages';
import { absoluteUrl, fillPath, withoutTrailingSlash } from '../../src/routes/paths';
import { siteRoutes, type SiteRoute } from '../../src/routes/route-list';
import { escapeUTF8 } from 'entities';
import { bundleBrowserScript } from '../page-policy/browser-script';
import { withStylePolicy } from '../page-policy/style-policy';
import { writeHashedAsset } from './hashed-asset';

/** `splat`: everything below `from` goes to the same place below `to` (a page with children). */
export type Redirect = { from: string; to: string; splat?: boolean };

/** Cloudflare Pages' limits on `_redirects`: static and dynamic (splat or placeholder) rules. */
export const REDIRECT_RULE_LIMITS = { static: 2000, dynamic: 100 };

/**
 * What would make the redirects wrong: a redirect from the address of a page (the route table's
 * form is canonical and always served), or one address sent to two different places.
 */
export function redirectProblems(redirects: readonly Redirect[], routes: readonly SiteRoute[]): string[] {
  const pages = new Set(routes.map((route) => withoutTrailingSlash(route.path)));
  const targets = new Map<string, string>();
  const problems: string[] = [];
  for (const { from, to } of redirects) {
    if (pages.has(withoutTrailingSlash(from))) problems.push(`${from} is a page, and also redirects to ${to}`);
    if (!pages.has(withoutTrailingSlash(to))) problems.push(`${from} redirects to ${to}, which is no page`);
    const earlier = targets.get(from);
    if (earlier !== undefined && earlier !== to) problems.push(`${from} redirects both to ${earlier} and to ${to}`);
    targets.set(from, to);
  }
  return problems;
}

/** The route table's `itemAliases`: other addresses of one page of a family. */
function familyItemRedirects(): Redirect[] {
  return PAGE_IDS.flatMap((pageId) => {
    const { paths, itemAliases } = pageDefinition(pageId);
    return LANGUAGES.flatMap((language) => {
      const param = /:([A-Za-z]+)/.exec(paths[language])?.[1] ?? '';
      return Object.entries(itemAliases?.[language] ?? {}).flatMap(([value, aliases]) =>
        aliases.map((alias) => ({ from: `/${language}/${alias}`, to: fillPath(pageId, language, { [param]: value }) })),
      );
    });
  });
}

/**
 * Page 1 of every paginated page, at its later pages' address (`/en/articles/tag/x/page/1`), to
 * the page's own address, where page 1 lives: one for each built page the route table gives
 * later pages to (`laterPagesOf`).
 */
function firstPageRedirects(routes: readonly SiteRoute[]): Redirect[] {
  return PAGE_IDS.flatMap((laterPages) => {
    const { laterPagesOf } = pageDefinition(laterPages);
    if (laterPagesOf === undefined) return [];
    return routes
      .filter((route) => route.pageId === laterPagesOf)
      .map((route) => ({
        from: withoutTrailingSlash(fillPath(laterPages, route.language, { ...route.params, page: '1' })),
        to: route.path,
      }));
  });
}

/**
 * Content's own aliases: the earlier addresses of a family item (an article's `redirectFrom`,
 * its old slugs), each to the item's address, the way the route table's `itemAliases` are.
 */
function formerPathRedirects(routes: readonly SiteRoute[]): Redirect[] {
  return routes.flatMap((route) =>
    (route.formerPaths ?? []).map((former) => ({ from: withoutTrailingSlash(former), to: route.path })),
  );
}

/** Whether a page path has pages below it in the language (`articles` has `articles/:slug`). */
function hasChildren(relative: string, language: Language): boolean {
  return PAGE_IDS.some((pageId) => pageDefinition(pageId).paths[language].startsWith(`${relative}/`));
}

/**
 * Addresses that are not pages but lead to one: a page's path without the language prefix
 * (`/articoli` → `/it/articoli/`), and a page's path under the other language's prefix
 * (`/en/articoli` → `/en/articles/`, and below it `/en/articoli/x` → `/en/articles/x`), plus the
 * aliases the route table declares, of pages and of a family's pages, page 1 of a paginated page
 * at its later pages' address, and content's (an article's `redirectFrom`: `formerPathRedirects`). A path without prefix that both languages share (`/team`)
 * goes to the default language. Throws (failing the build) on any redirectProblems.
 */
export function aliasRedirects(routes: readonly SiteRoute[] = siteRoutes()): Redirect[] {
  const redirects: Redirect[] = [];
  for (const pageId of PAGE_IDS) {
    const page = pageDefinition(pageId);
    // A family's addresses are redirected below its list page's (`/en/articoli/*`); home is `/`.
    if (page.source !== undefined || Object.values(page.paths).includes('')) continue;
    for (const language of LANGUAGES) {
      const target = fillPath(pageId, language, {});
      const relative = page.paths[language];
      const splat = hasChildren(relative, language);
      const defaultsElsewhere = language !== DEFAULT_LANGUAGE && page.paths[DEFAULT_LANGUAGE] === relative;
      if (!defaultsElsewhere) redirects.push({ from: `/${relative}`, to: target, splat });
      for (const other of otherLanguages(language)) {
        if (page.paths[other] !== relative)
          redirects.push({ from: `/${language}/${page.paths[other]}`, to: target, splat });
      }
      for (const alias of page.aliases?.[language] ?? []) redirects.push({ from: `/${language}/${alias}`, to: target });
    }
  }
  redirects.push(...familyItemRedirects(), ...firstPageRedirects(routes), ...formerPathRedirects(routes));
  const problems = redirectProblems(redirects, routes);
  if (problems.length > 0) throw new Error(`The route table's redirects are wrong:\n${problems.join('\n')}`);
  return redirects.filter((redirect, index) => redirects.findIndex((other) => other.from === redirect.from) === index);
}

/**
 * The `_redirects` file, in Cloudflare Pages' syntax (`from  to  301`), which the site is
 * deployed to:
 * - A rule applies on Cloudflare even where a file exists, so the stand-in page at each alias
 *   never shadows its 301. Netlify's forcing `301!` is invalid there: wrangler and Pages drop the
 *   whole rule.
 * - A static rule matches its path exactly, trailing slash included: an alias with no pages
 *   below it gets a rule with and without the slash; one with pages below it gets its bare path
 *   and a splat rule `/from/*`, which also matches `/from/`.
 * - No rule serves the not-found pages: Cloudflare answers a miss with the nearest 404.html up
 *   the path (`dist/it/404.html` under `/it/`, `dist/404.html` elsewhere: `not-found-pages.ts`), with
 *   status 404. A status-404 rule is invalid there.
 * - Static rules come first: Cloudflare counts a static rule that follows a dynamic one as dynamic.
 * Netlify reads the same file, but without `!` it serves the stand-in page (a meta refresh) at an
 * alias, and its only not-found page is `dist/404.html`.
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const staticRules = redirects.flatMap((redirect) =>
    (redirect.splat ? [redirect.from] : [redirect.from, `${redirect.from}/`]).map(
      (from) => `${from}  ${redirect.to}  301`,
    ),
  );
  const dynamicRules = redirects
    .filter((redirect) => redirect.splat)
    .map((redirect) => `${redirect.from}/*  ${redirect.to}:splat  301`);
  if (staticRules.length > REDIRECT_RULE_LIMITS.static || dynamicRules.length > REDIRECT_RULE_LIMITS.dynamic) {
    throw new Error(
      `_redirects has ${staticRules.length} static and ${dynamicRules.length} dynamic rules; Cloudflare Pages allows ${REDIRECT_RULE_LIMITS.static} and ${REDIRECT_RULE_LIMITS.dynamic}`,
    );
  }
  return `# Generated by scripts/postbuild from the route table. Do not edit.\n${[...staticRules, ...dynamicRules].join('\n')}\n`;
}

/**
 * A stand-in page for one redirect: a meta refresh, and the shared external script (at
 * `scriptPath`) that replaces the history entry; no inline code, for `script-src 'self'`.
 */
export function redirectPage({ to }: Redirect, scriptPath: string): string {
  const target = escapeUTF8(to);
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Redirecting</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeUTF8(absoluteUrl(to))}"><meta http-equiv="refresh" content="0; url=${target}"><script src="${scriptPath}" data-to="${target}"></script></head><body><a href="${target}">${target}</a></body></html>`;
}

/** Whether a page of dist/ is one of the stand-ins `redirectPage` writes. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html);
}

/** The same redirects as static pages, for hosts that read no `_redirects` file. */
export function writeRedirectPages(distDir: string, redirects: readonly Redirect[]): void {
  const scriptPath = writeHashedAsset(
    distDir,
    'redirect',
    'js',
    bundleBrowserScript('src/pages/root/redirect-entry.ts'),
  );
  for (const redirect of redirects) {
    const dir = join(distDir, redirect.from);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), withStylePolicy(redirectPage(redirect, scriptPath)));
  }
}

export function writeRedirects(distDir: string): void {
  const redirects = aliasRedirects();
  writeFileSync(join(distDir, '_redirects'), redirectsFile(redirects));
  writeRedirectPages(distDir, redirects);
}
