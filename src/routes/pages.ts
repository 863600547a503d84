import type { Language } from '../i18n/languages';

/**
 * The route table: every page once, with its canonical path per language; other addresses are
 * aliases that redirect. Everything else derives its paths from here (route-list.ts expands it).
 * Paths have no language prefix and no slashes at the ends; `:name` comes from a parameter source.
 */
type PageDefinition = {
  /** Relative to the language prefix; '' is the language's home. */
  readonly paths: Readonly<Record<Language, string>>;
  /** Folder under src/pages/ holding `route.tsx` (and, when the page needs build-time data, `data.ts`). */
  readonly folder: string;
  readonly aliases?: Readonly<Partial<Record<Language, readonly string[]>>>;
  /** For a family: other paths that redirect to one of its pages, by parameter value; the build fails if it does not exist. */
  readonly itemAliases?: Readonly<Partial<Record<Language, Readonly<Record<string, readonly string[]>>>>>;
  /** For a family: the parameter source that gives the `:params` (param-sources.ts). */
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
  /** For a family: where the language switch leads when an item has no counterpart. */
  readonly fallback?: string;
  /** For the later pages of a paginated page: that page, so `…/page/1` redirects to it. */
  readonly laterPagesOf?: string;
  /** For a family: an address naming no item answers the not-found page, or with 'fallback' the fallback page. */
  readonly unknownItem?: 'fallback' | 'notFound';
  /** The language switch carries the query string (`?q=…`). */
  readonly keepsQuery?: boolean;
  /** Reached only from a mail: noindex, no canonical or hreflang, out of the sitemap and the orphan check. */
  readonly noindex?: boolean;
  /** The footer column that links the page, in this table's order; its label is `nav.<pageId>` (the UI strings). */
  readonly footer?: 'resources' | 'company';
};

export const PAGES = {
  home: {
    paths: { en: '', it: '' },
    folder: 'home',
  },
  pricing: {
    paths: { en: 'pricing', it: 'prezzi' },
    folder: 'pricing',
    footer: 'company',
  },
  demo: {
    paths: { en: 'demo', it: 'demo' },
    folder: 'demo',
    footer: 'company',
  },
  team: {
    paths: { en: 'team', it: 'team' },
    folder: 'team',
    footer: 'company',
  },
  articles: {
    paths: { en: 'articles', it: 'articoli' },
    folder: 'articles',
    footer: 'resources',
  },
  articlesPage: {
    paths: { en: 'articles/page/:page', it: 'articoli/pagina/:page' },
    folder: 'articles',
    source: 'articleListPages',
    laterPagesOf: 'articles',
    fallback: 'articles',
  },
  /** Only a tag that an article of the language carries has a page; `tag` is reserved among article slugs. */
  articlesTag: {
    paths: { en: 'articles/tag/:tag', it: 'articoli/tag/:tag' },
    folder: 'articles-tag',
    source: 'tags',
    fallback: 'articles',
  },
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
    footer: 'resources',
  },
  articleDetail: {
    paths: { en: 'articles/:slug', it: 'articoli/:slug' },
    folder: 'article',
    source: 'articles',
    fallback: 'articles',
    unknownItem: 'fallback',
  },
  /** A person's page with their articles in that language, for those who wrote at least one. */
  authorDetail: {
    paths: { en: 'authors/:slug', it: 'autori/:slug' },
    folder: 'author',
    source: 'authors',
    fallback: 'team',
  },
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
    aliases: { en: ['software-recruiting', 'recruiting-software', 'product'], it: ['software-recruiting', 'prodotto'] },
  },
  industryDetail: {
    paths: { en: 'product/:slug', it: 'prodotto/:slug' },
    folder: 'industry',
    source: 'industries',
    fallback: 'recruitingSoftware',
    // Earlier addresses, under software-recruiting/ and the English slugs under recruiting-software/.
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
    footer: 'resources',
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
  /** Where the newsletter's links lead; the server answers the first two at the link's address. */
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

export type ParamSourceId = NonNullable<PageDefinition['source']>;

export type FooterColumnId = NonNullable<PageDefinition['footer']>;

/** The pages the table puts in a footer column. */
export type FooterPageId = {
  [Id in PageId]: (typeof PAGES)[Id] extends { footer: FooterColumnId } ? Id : never;
}[PageId];

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
