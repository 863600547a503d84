/**
 * Everything external the site points at, in one place, so that a deployment changes one file.
 * Values that differ per deployment can be overridden with environment variables at build
 * time (see README, "Configuration").
 */
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
const processEnv: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;

function setting(name: string, fallback: string): string {
  const value = env[name] ?? processEnv[name];
  return value === undefined || value === '' ? fallback : value;
}

/** A whole number of at least 1 from a setting; anything else stops the build with the setting's name. */
function positiveInteger(name: string, fallback: number): number {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

export const siteConfig = {
  /** Absolute origin used for canonical, hreflang, Open Graph and the sitemap. No trailing slash. */
  origin: setting('VITE_SITE_ORIGIN', 'https://www.talvera.example').replace(/\/+$/, ''),
  brandName: 'Talvera',
  /**
   * Cards per page of the articles list; page 2 on lives at /en/articles/page/2/. The test build
   * sets 1, so that the few real articles make later pages to test.
   */
  articlesPerPage: positiveInteger('VITE_ARTICLES_PER_PAGE', 12),
  /** The external application; the site only links to its home page. */
  appLoginUrl: 'https://app.talvera.example/',
  /** Calendar booking page opened by "Request a demo" in the hero and the enterprise link. */
  demoBookingUrl: 'https://calendar.talvera.example/demo',
  /** Booking pages behind the pricing plan buttons. */
  trialBookingUrl: 'https://calendar.talvera.example/free-trial',
  salesBookingUrl: 'https://calendar.talvera.example/sales',
  socialUrl: 'https://social.talvera.example/talvera',
  /** The network `socialUrl` is on, which the footer's link names (in words: no network's logo is used). */
  socialNetwork: 'LinkedIn',
  supportEmail: 'support@talvera.example',
  adminEmail: 'administration@talvera.example',
  /** The external job board whose open positions the team page embeds, with its display options. */
  jobBoard: {
    embedUrl: 'https://jobs.talvera.example/embed/talvera',
    options: { roundedCorners: true, color: '#4338ca', layout: 'rows', showMap: true },
  },
  /**
   * Who serves the team page's embeds, as the click-to-load placeholders and the cookie policy
   * name them (src/consent/registry.ts).
   */
  embedProviders: { videoHost: 'Filmora Video', jobBoard: 'Jobwise Careers' },
  /** Each embed provider's own privacy and cookie notice, which the cookie policy's table links. */
  embedPolicyUrls: {
    videoHost: 'https://video.talvera.example/legal/privacy-and-cookies',
    jobBoard: 'https://jobs.talvera.example/legal/privacy-and-cookies',
  },
  /**
   * The host of the team page's films (`embedProviders.videoHost` names it): the only origin the
   * security policy's frame-src, the Permissions-Policy and the consent banner allow for them.
   * Each film's address is content (`videos.items[].embed` of content/team/<lang>.yaml), which
   * the schema holds to this origin; a film elsewhere starts here, with a developer.
   */
  videoHostOrigin: 'https://video.talvera.example',
  /** Where the demo request form posts its JSON; same-origin endpoint served by `npm start`. */
  demoEndpoint: setting('VITE_DEMO_ENDPOINT', '/api/demo-request'),
  /** Where the candidate application form posts its multipart body. */
  applicationEndpoint: setting('VITE_APPLICATION_ENDPOINT', '/api/application'),
  /** Where the not-found page reports the unknown address it was served for (and its referrer). */
  notFoundReportEndpoint: setting('VITE_NOT_FOUND_REPORT_ENDPOINT', '/api/not-found-report'),
  /** Where the footer's newsletter form posts its JSON (the double opt-in's first step). */
  newsletterEndpoint: setting('VITE_NEWSLETTER_ENDPOINT', '/api/newsletter'),
} as const;

export type SiteConfig = typeof siteConfig;
