import type { ReactElement } from 'react';
import type { Language } from '../i18n/languages';
import type { SiteRoute } from './route-list';

/**
 * A page folder's `data.ts`: `default` returns the page's data for a route at build time.
 * `inDocument` is the part the route-data block carries when the page reads the rest from its HTML.
 */
export type PageDataModule = {
  default: (route: SiteRoute) => Promise<unknown>;
  inDocument?: (data: never) => unknown;
};

export type PageDataOf<Data extends PageDataModule> = Data extends { inDocument: (data: never) => infer Carried }
  ? Carried
  : Awaited<ReturnType<Data['default']>>;

/** A `route.tsx`'s default: loads the page's code (its own chunk) and says how to render it from its data. */
export type PageModule<Data = unknown> = {
  load: (language: Language) => Promise<(data: Data) => ReactElement>;
};

/** The router hands each route its own folder's data, so this is the one place that type is taken on trust. */
export function definePage<Data extends PageDataModule>(page: PageModule<PageDataOf<Data>>): PageModule {
  return page as PageModule;
}
