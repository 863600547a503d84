/** Everything external the site points at; per-deployment values come from build-time environment variables. */
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
const processEnv: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;

function setting(name: string, fallback: string): string {
  const value = env[name] ?? processEnv[name];
  return value === undefined || value === '' ? fallback : value;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

export const siteConfig = {
  /** For canonical, hreflang, Open Graph and the sitemap; no trailing slash. */
  origin: setting('VITE_SITE_ORIGIN', 'https://www.talvera.example').replace(/\/+$/, ''),
  brandName: 'Talvera',
  /** The test build sets 1, so that the few real articles make later pages to test. */
  articlesPerPage: positiveInteger('VITE_ARTICLES_PER_PAGE', 12),
  appLoginUrl: 'https://app.talvera.example/',
  demoBookingUrl: 'https://calendar.talvera.example/demo',
  trialBookingUrl: 'https://calendar.talvera.example/free-trial',
  salesBookingUrl: 'https://calendar.talvera.example/sales',
  socialUrl: 'https://social.talvera.example/talvera',
  /** Named in words by the footer's link: no network's logo is used. */
  socialNetwork: 'LinkedIn',
  supportEmail: 'support@talvera.example',
  adminEmail: 'administration@talvera.example',
  jobBoard: {
    embedUrl: 'https://jobs.talvera.example/embed/talvera',
    options: { roundedCorners: true, color: '#4338ca', layout: 'rows', showMap: true },
  },
  /** As the click-to-load placeholders and the cookie policy name them. */
  embedProviders: { videoHost: 'Filmora Video', jobBoard: 'Jobwise Careers' },
  embedPolicyUrls: {
    videoHost: 'https://video.talvera.example/legal/privacy-and-cookies',
    jobBoard: 'https://jobs.talvera.example/legal/privacy-and-cookies',
  },
  /** The team page's films: the only origin frame-src, Permissions-Policy and the consent banner allow them; the schema holds content to it. */
  videoHostOrigin: 'https://video.talvera.example',
  demoEndpoint: setting('VITE_DEMO_ENDPOINT', '/api/demo-request'),
  applicationEndpoint: setting('VITE_APPLICATION_ENDPOINT', '/api/application'),
  notFoundReportEndpoint: setting('VITE_NOT_FOUND_REPORT_ENDPOINT', '/api/not-found-report'),
  newsletterEndpoint: setting('VITE_NEWSLETTER_ENDPOINT', '/api/newsletter'),
} as const;

export type SiteConfig = typeof siteConfig;
