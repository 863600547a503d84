import { siteConfig } from '../config';
import type { Language } from '../i18n/languages';
import { PAGES, type PageId, type PageParams } from './pages';

/**
 * URLs are directory-style (`/en/articles/`): the prerender writes `en/articles/index.html`,
 * and CDNs answer the slash-less form with a redirect to this one. Canonical, hreflang, the
 * sitemap and every internal link use this single form, so no link costs a redirect.
 */
function withPrefix(language: Language, relativePath: string): string {
  return relativePath === '' ? `/${language}/` : `/${language}/${relativePath}/`;
}

function fillParams(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

type ParamsArgument<Id extends PageId> = keyof PageParams<Id> extends never ? [] : [PageParams<Id>];

/** The site-relative URL of a page in a language, e.g. `pathTo('articles', 'it')` → `/it/articoli/`. */
export function pathTo<Id extends PageId>(id: Id, language: Language, ...params: ParamsArgument<Id>): string {
  return fillPath(id, language, params[0] ?? {});
}

/** `pathTo` for parameters known only at run time (the items of a family); throws on a missing one. */
export function fillPath(id: PageId, language: Language, params: Record<string, string>): string {
  return withPrefix(language, fillParams(PAGES[id].paths[language], params));
}

/** A path without its trailing slash, as the prerender and the router name a page. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The absolute URL of a site-relative path, from the configured origin. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.origin}${path}`;
}
