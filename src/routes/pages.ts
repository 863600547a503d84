import type { Language } from '../i18n/languages';
import type { TranslationKey } from '../i18n/translation-key';

/**
 * The route table: every page of the site once, with its path in each language.
 * Router routes, links, the language switcher, canonical and hreflang tags, the sitemap, the
 * alias redirects and the e2e route list are all derived from it. No other file spells a path.
 *
 * Paths are written without the language prefix and without slashes at either end; a segment
 * `:name` is a parameter whose values come from content (see `route-params.ts`).
 */
type PageDefinition = {
  /** Path per language, relative to the language prefix; '' is the language's home. */
  readonly paths: Readonly<Record<Language, string>>;
  /** UI-string keys of the title and description; absent when content provides them. */
  readonly titleKey?: TranslationKey;
  readonly descriptionKey?: TranslationKey;
  /** Other paths (relative to the language prefix) that redirect to this page. */
  readonly aliases?: Readonly<Record<Language, readonly string[]>>;
};

export const PAGES = {
  home: {
    paths: { en: '', it: '' },
    titleKey: 'home.meta.title',
    descriptionKey: 'home.meta.description',
  },
  pricing: {
    paths: { en: 'pricing', it: 'prezzi' },
    titleKey: 'pricing.meta.title',
    descriptionKey: 'pricing.meta.description',
  },
  demo: {
    paths: { en: 'demo', it: 'demo' },
    titleKey: 'demo.meta.title',
    descriptionKey: 'demo.meta.description',
  },
  team: {
    paths: { en: 'team', it: 'team' },
    titleKey: 'team.meta.title',
    descriptionKey: 'team.meta.description',
  },
  articles: {
    paths: { en: 'articles', it: 'articoli' },
    titleKey: 'articles.meta.title',
    descriptionKey: 'articles.meta.description',
  },
  articleDetail: {
    paths: { en: 'articles/:slug', it: 'articoli/:slug' },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a page's path needs, e.g. `{ slug: string }` for an article. */
export type PageParams<Id extends PageId> = Record<ParamNames<(typeof PAGES)[Id]['paths']['en']>, string>;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export function pageDefinition(id: PageId): PageDefinition {
  return PAGES[id];
}
