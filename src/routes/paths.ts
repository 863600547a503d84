import { siteConfig } from '../config';
import type { Language } from '../i18n/languages';
import { PAGES, type PageId, type PageParams } from './pages';

/** One directory-style form (`/en/articles/`) everywhere, so no internal link costs a CDN redirect. */
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

/** e.g. `pathTo('articles', 'it')` → `/it/articoli/`. */
export function pathTo<Id extends PageId>(id: Id, language: Language, ...params: ParamsArgument<Id>): string {
  return fillPath(id, language, params[0] ?? {});
}

/** For parameters known only at run time; throws on a missing one. */
export function fillPath(id: PageId, language: Language, params: Record<string, string>): string {
  return withPrefix(language, fillParams(PAGES[id].paths[language], params));
}

/** As the prerender and the router name a page. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.origin}${path}`;
}
