export type BuiltPageOptions = {
  title?: string;
  description?: string;
  /** Site path of the canonical URL. */
  canonical?: string;
  /** hreflang → site path. */
  hreflang?: Record<string, string>;
  robots?: string;
  /** The inside of `<main>`. */
  main?: string;
  /** Stands for the build: every asset and picture name carries it, as the site's builds do. */
  hash?: string;
};

const ORIGIN = 'https://www.talvera.example';

/**
 * A page shaped like the site's prerendered ones: head fields, hashed script, stylesheet and
 * picture names, the inert route-data JSON (which names assets too) and the app's entry script.
 */
export function builtPage({
  title = 'Pricing | Talvera',
  description = 'Plans for recruiting teams.',
  canonical = '/en/pricing/',
  hreflang = { en: '/en/pricing/', it: '/it/prezzi/', 'x-default': '/en/pricing/' },
  robots,
  main = '<h1>Pricing</h1><p>From €270 per user.</p>',
  hash = 'AbC123xy',
}: BuiltPageOptions = {}): string {
  const alternates = Object.entries(hreflang)
    .map(([language, path]) => `<link rel="alternate" hrefLang="${language}" href="${ORIGIN}${path}"/>`)
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    `<title data-rh="true">${title}</title>`,
    `<meta data-rh="true" name="description" content="${description}"/>`,
    robots === undefined ? '' : `<meta name="robots" content="${robots}"/>`,
    `<link data-rh="true" rel="canonical" href="${ORIGIN}${canonical}"/>${alternates}`,
    `<link rel="modulepreload" href="/assets/react-${hash}.js"><style>body{background:url(/assets/bg-${hash}.svg)}</style>`,
    '</head><body><div id="root"><header><a href="/en/">Home</a><a href="/en/team/">Team</a></header>',
    `<main>${main}<picture><source type="image/avif" srcSet="/images/_/cover-${hash}-360.avif 360w"/>`,
    `<img src="/images/_/cover-${hash}-1200.jpg" alt="A cover" width="1200" height="630"/></picture></main></div>`,
    `<script type="application/json" id="route-data">{"search":"/assets/article-search-en-${hash}.json"}</script>`,
    `<script data-entry="/assets/app-${hash}.js">import("/assets/app-${hash}.js")</script></body></html>`,
  ].join('');
}

/** A redirect's stand-in page, as the build writes for each alias. */
export function standInPage(to: string): string {
  return `<!doctype html><html lang="en"><head><title>Redirecting</title><meta name="robots" content="noindex"><link rel="canonical" href="${ORIGIN}${to}"><meta http-equiv="refresh" content="0; url=${to}"></head><body><a href="${to}">${to}</a></body></html>`;
}
