import type { Language } from '../i18n/languages';
import type { TranslationKey } from '../i18n/translation-key';

/**
 * The route table: every page of the site once, with its path in each language. The form
 * written here is canonical; any other address of a page is an alias that redirects to it.
 * Router routes, links, the language switcher, canonical and hreflang tags, the sitemap, the
 * alias redirects and the e2e route list are all derived from it (route-list.ts expands it).
 * No other file spells a path. How to add a page or a family: README.md beside this file.
 *
 * Paths are written without the language prefix and without slashes at either end; a segment
 * `:name` is a parameter whose values come from content, through the parameter source the
 * entry names (param-sources.ts).
 */
type PageDefinition = {
  /** Path per language, relative to the language prefix; '' is the language's home. */
  readonly paths: Readonly<Record<Language, string>>;
  /** Folder under src/pages/ holding `route.tsx` (and, when the page needs build-time data, `data.ts`). */
  readonly folder: string;
  /** UI-string keys of the title and description; absent when content provides them. */
  readonly titleKey?: TranslationKey;
  readonly descriptionKey?: TranslationKey;
  /** Other paths (relative to the language prefix) that redirect to this page. */
  readonly aliases?: Readonly<Partial<Record<Language, readonly string[]>>>;
  /** For a page family: the parameter source whose items give the `:params` (param-sources.ts). */
  readonly source?: 'articles';
  /** For a page family: where the language switch leads when an item has no counterpart. */
  readonly fallback?: string;
  /** The page keeps its state in its query string (`?q=…`): the language switch carries it. */
  readonly keepsQuery?: boolean;
};

export const PAGES = {
  home: {
    paths: { en: '', it: '' },
    folder: 'home',
    titleKey: 'home.meta.title',
    descriptionKey: 'home.meta.description',
  },
  pricing: {
    paths: { en: 'pricing', it: 'prezzi' },
    folder: 'pricing',
    titleKey: 'pricing.meta.title',
    descriptionKey: 'pricing.meta.description',
  },
  demo: {
    paths: { en: 'demo', it: 'demo' },
    folder: 'demo',
    titleKey: 'demo.meta.title',
    descriptionKey: 'demo.meta.description',
  },
  team: {
    paths: { en: 'team', it: 'team' },
    folder: 'team',
    titleKey: 'team.meta.title',
    descriptionKey: 'team.meta.description',
  },
  articles: {
    paths: { en: 'articles', it: 'articoli' },
    folder: 'articles',
    titleKey: 'articles.meta.title',
    descriptionKey: 'articles.meta.description',
  },
  integrations: {
    paths: { en: 'integrations', it: 'integrazioni' },
    folder: 'integrations',
    keepsQuery: true,
  },
  articleDetail: {
    paths: { en: 'articles/:slug', it: 'articoli/:slug' },
    folder: 'article',
    source: 'articles',
    fallback: 'articles',
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** The name of a parameter source, as route-table entries give it. */
export type ParamSourceId = NonNullable<PageDefinition['source']>;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a page's path needs, e.g. `{ slug: string }` for an article. */
export type PageParams<Id extends PageId> = Record<ParamNames<(typeof PAGES)[Id]['paths']['en']>, string>;

/** The pages whose title and description are UI strings of the route table (pages without parameters). */
export type StaticPageId = { [Id in PageId]: (typeof PAGES)[Id] extends { titleKey: string } ? Id : never }[PageId];

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export function pageDefinition(id: PageId): PageDefinition {
  return PAGES[id];
}

export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && Object.hasOwn(PAGES, value);
}
