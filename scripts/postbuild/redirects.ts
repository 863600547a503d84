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

/** A redirect from a page's own address, to no page, or one address sent to two places. */
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

/** `/en/articles/tag/x/page/1` to the page's own address, where page 1 lives. */
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

function formerPathRedirects(routes: readonly SiteRoute[]): Redirect[] {
  return routes.flatMap((route) =>
    (route.formerPaths ?? []).map((former) => ({ from: withoutTrailingSlash(former), to: route.path })),
  );
}

function hasChildren(relative: string, language: Language): boolean {
  return PAGE_IDS.some((pageId) => pageDefinition(pageId).paths[language].startsWith(`${relative}/`));
}

/**
 * A page's path without language prefix (`/articoli` → `/it/articoli/`) or under the other
 * language's (`/en/articoli` → `/en/articles/`), plus declared aliases; a shared unprefixed path goes
 * to the default language.
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
 * Cloudflare Pages syntax: a static rule matches exactly (so both slash forms, or bare path plus
 * `/from/*`), `301!` is invalid, and static rules must precede dynamic ones or count as dynamic.
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

/** A meta-refresh stand-in; its script is external, for `script-src 'self'`. */
export function redirectPage({ to }: Redirect, scriptPath: string): string {
  const target = escapeUTF8(to);
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Redirecting</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeUTF8(absoluteUrl(to))}"><meta http-equiv="refresh" content="0; url=${target}"><script src="${scriptPath}" data-to="${target}"></script></head><body><a href="${target}">${target}</a></body></html>`;
}

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
