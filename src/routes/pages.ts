import type { Language } from '../i18n/languages';

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
  /** Other paths (relative to the language prefix) that redirect to this page. */
  readonly aliases?: Readonly<Partial<Record<Language, readonly string[]>>>;
  /**
   * For a page family: other paths (relative to the language prefix) that redirect to one of its
   * pages, by the value of the page's parameter in that language (`{ 'horeca': ['software-recruiting/horeca'] }`).
   * The build fails when the page does not exist.
   */
  readonly itemAliases?: Readonly<Partial<Record<Language, Readonly<Record<string, readonly string[]>>>>>;
  /**
   * For a page family: the parameter source whose items give the `:params` (param-sources.ts);
   * for a YAML collection, its content kind's module (the content compiler checks links by it).
   */
  readonly source?:
    | 'articles'
    | 'articleListPages'
    | 'tags'
    | 'tagListPages'
    | 'authors'
    | 'authorListPages'
    | 'features'
    | 'industries'
    | 'caseStudies';
  /** For a page family: where the language switch leads when an item has no counterpart. */
  readonly fallback?: string;
  /**
   * For the later pages of a paginated page (`:page` from 2 on): that page, whose own address is
   * its page 1, so `…/page/1` redirects to it (the build writes one redirect per such page).
   */
  readonly laterPagesOf?: string;
  /**
   * For a page family: what an address of its pattern that names no item shows. 'notFound' (the
   * default) answers the not-found page, as any unknown address does;
   * 'fallback' replaces it with the fallback page, as an unknown article slug leads to the list
   * (the one such family).
   */
  readonly unknownItem?: 'fallback' | 'notFound';
  /** The page keeps its state in its query string (`?q=…`): the language switch carries it. */
  readonly keepsQuery?: boolean;
  /**
   * A page only a link in a mail leads to (the newsletter's answers): `noindex`, with no canonical
   * or hreflang, out of the sitemap, and exempt from the dist checker's orphan check (which
   * looks only at pages with a canonical).
   */
  readonly noindex?: boolean;
};

export const PAGES = {
  home: {
    paths: { en: '', it: '' },
    folder: 'home',
  },
  pricing: {
    paths: { en: 'pricing', it: 'prezzi' },
    folder: 'pricing',
  },
  demo: {
    paths: { en: 'demo', it: 'demo' },
    folder: 'demo',
  },
  team: {
    paths: { en: 'team', it: 'team' },
    folder: 'team',
  },
  articles: {
    paths: { en: 'articles', it: 'articoli' },
    folder: 'articles',
  },
  /** The articles list from its second page on; its size is siteConfig.articlesPerPage. */
  articlesPage: {
    paths: { en: 'articles/page/:page', it: 'articoli/pagina/:page' },
    folder: 'articles',
    source: 'articleListPages',
    laterPagesOf: 'articles',
    fallback: 'articles',
  },
  /**
   * The articles of one tag (content/tags/), newest first; only a tag that an article of the
   * language carries has a page. Its segment `tag` is reserved among the article slugs.
   */
  articlesTag: {
    paths: { en: 'articles/tag/:tag', it: 'articoli/tag/:tag' },
    folder: 'articles-tag',
    source: 'tags',
    fallback: 'articles',
  },
  /** A tag's articles from its second page on, at siteConfig.articlesPerPage a page like the list. */
  articlesTagPage: {
    paths: { en: 'articles/tag/:tag/page/:page', it: 'articoli/tag/:tag/pagina/:page' },
    folder: 'articles-tag',
    source: 'tagListPages',
    laterPagesOf: 'articlesTag',
    fallback: 'articles',
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
    unknownItem: 'fallback',
  },
  /** A person's page with their articles in that language, for those who wrote at least one (key: the person's id). */
  authorDetail: {
    paths: { en: 'authors/:slug', it: 'autori/:slug' },
    folder: 'author',
    source: 'authors',
    fallback: 'team',
  },
  /** An author's page from its second page on; its size is siteConfig.articlesPerPage. */
  authorPage: {
    paths: { en: 'authors/:slug/page/:page', it: 'autori/:slug/pagina/:page' },
    folder: 'author',
    source: 'authorListPages',
    laterPagesOf: 'authorDetail',
    fallback: 'team',
  },
  features: { paths: { en: 'features', it: 'funzionalita' }, folder: 'features-overview' },
  featureDetail: {
    paths: { en: 'features/:slug', it: 'funzionalita/:slug' },
    folder: 'feature',
    source: 'features',
    fallback: 'features',
    // The short forms of three feature pages, which earlier links use.
    itemAliases: {
      en: {
        'email-whatsapp-automation': ['features/email-automation'],
        'job-posting-automation': ['features/multiposting'],
        'custom-career-page': ['features/career-page'],
      },
      it: {
        'automazione-email-whatsapp': ['funzionalita/automazione-email'],
        'multiposting-annunci-lavoro': ['funzionalita/multiposting'],
        'pagina-carriera-personalizzata': ['funzionalita/pagina-carriera'],
      },
    },
  },
  /** The recruiting-software overview; its segment is reserved among the industry pages' slugs. */
  recruitingSoftware: {
    paths: { en: 'product/recruiting-software', it: 'prodotto/software-recruiting' },
    folder: 'recruiting-software',
    // Earlier addresses of the overview, at the language root.
    aliases: { en: ['software-recruiting', 'recruiting-software', 'product'], it: ['software-recruiting', 'prodotto'] },
  },
  industryDetail: {
    paths: { en: 'product/:slug', it: 'prodotto/:slug' },
    folder: 'industry',
    source: 'industries',
    fallback: 'recruitingSoftware',
    // Earlier addresses: the features overview's links under software-recruiting/, in both
    // languages, and their English-slug counterparts under /en/recruiting-software/.
    itemAliases: {
      en: {
        'agencies-rpo': ['software-recruiting/agenzie-lavoro-rpo', 'recruiting-software/agencies-rpo'],
        horeca: ['software-recruiting/horeca', 'recruiting-software/horeca'],
        'security-surveillance': [
          'software-recruiting/sicurezza-vigilanza',
          'recruiting-software/security-surveillance',
        ],
        manufacturing: ['software-recruiting/metalmeccanico', 'recruiting-software/manufacturing'],
        'public-administration': [
          'software-recruiting/pubblica-amministrazione',
          'recruiting-software/public-administration',
        ],
      },
      it: {
        'agenzie-rpo': ['software-recruiting/agenzie-lavoro-rpo'],
        horeca: ['software-recruiting/horeca'],
        'sicurezza-vigilanza': ['software-recruiting/sicurezza-vigilanza'],
        metalmeccanico: ['software-recruiting/metalmeccanico'],
        'pubblica-amministrazione': ['software-recruiting/pubblica-amministrazione'],
      },
    },
  },
  caseStudies: {
    paths: { en: 'case-studies', it: 'casi-studio' },
    folder: 'case-studies',
  },
  caseStudy: {
    paths: { en: 'case-studies/:slug', it: 'casi-studio/:slug' },
    folder: 'case-study',
    source: 'caseStudies',
    fallback: 'caseStudies',
  },
  // The legal and trust pages: one folder renders each from content/legal/, whose file names are these paths.
  privacy: { paths: { en: 'privacy', it: 'privacy' }, folder: 'legal' },
  cookies: { paths: { en: 'cookies', it: 'cookie' }, folder: 'legal' },
  terms: { paths: { en: 'terms', it: 'termini' }, folder: 'legal' },
  accessibility: { paths: { en: 'accessibility', it: 'accessibilita' }, folder: 'legal' },
  responsibleAi: { paths: { en: 'responsible-ai', it: 'ai-responsabile' }, folder: 'legal' },
  security: { paths: { en: 'security', it: 'sicurezza' }, folder: 'legal' },
  /**
   * Where the newsletter's links lead (src/server/newsletter-link-handler.ts); one folder. The
   * first two ask for the press of a button, and the server answers them at the link's address.
   */
  newsletterConfirm: {
    paths: { en: 'newsletter/confirm', it: 'newsletter/conferma' },
    folder: 'newsletter',
    noindex: true,
  },
  newsletterUnsubscribe: {
    paths: { en: 'newsletter/unsubscribe', it: 'newsletter/cancellazione' },
    folder: 'newsletter',
    noindex: true,
  },
  newsletterConfirmed: {
    paths: { en: 'newsletter/confirmed', it: 'newsletter/confermata' },
    folder: 'newsletter',
    noindex: true,
  },
  newsletterAlreadyConfirmed: {
    paths: { en: 'newsletter/already-confirmed', it: 'newsletter/gia-confermata' },
    folder: 'newsletter',
    noindex: true,
  },
  newsletterUnsubscribed: {
    paths: { en: 'newsletter/unsubscribed', it: 'newsletter/cancellata' },
    folder: 'newsletter',
    noindex: true,
  },
  newsletterLinkInvalid: {
    paths: { en: 'newsletter/link-not-valid', it: 'newsletter/link-non-valido' },
    folder: 'newsletter',
    noindex: true,
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

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export function pageDefinition(id: PageId): PageDefinition {
  return PAGES[id];
}

export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && Object.hasOwn(PAGES, value);
}
