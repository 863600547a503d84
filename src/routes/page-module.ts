import type { ReactElement } from 'react';
import type { Language } from '../i18n/languages';
import type { SiteRoute } from './route-list';

/**
 * A page folder's `data.ts`, the page's one source of content: `default` reads the generated
 * modules at build time and returns the page's data for one of its routes, which the page then
 * carries in its route-data block. `inDocument`, when given, is the part of it the block carries
 * because the page reads the rest from its own prerendered HTML (an article's body).
 */
export type PageDataModule = {
  default: (route: SiteRoute) => Promise<unknown>;
  inDocument?: (data: never) => unknown;
};

/** What a page renders from, on the server and in the browser: what its block carries. */
export type PageDataOf<Data extends PageDataModule> = Data extends { inDocument: (data: never) => infer Carried }
  ? Carried
  : Awaited<ReturnType<Data['default']>>;

/**
 * What a page folder's `route.tsx` exports as default: given the language, it loads the page's
 * code (a chunk of its own) and returns how to render the page from its data.
 */
export type PageModule<Data = unknown> = {
  load: (language: Language) => Promise<(data: Data) => ReactElement>;
};

/**
 * A page's `route.tsx`, typed by its folder's data module (`import type * as data from './data'`):
 * the render gets the type of what `data.ts` returns. The router hands each route the data of
 * its own folder's `data.ts`, so this is the one place that type is taken on trust.
 */
export function definePage<Data extends PageDataModule>(page: PageModule<PageDataOf<Data>>): PageModule {
  return page as PageModule;
}
