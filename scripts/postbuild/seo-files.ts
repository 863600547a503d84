import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '../../src/i18n/languages';
import { pageDefinition } from '../../src/routes/pages';
import { isPreview } from '../../src/generated/publication';
import { absoluteUrl } from '../../src/routes/paths';
import type { SiteRoute } from '../../src/routes/route-list';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function alternateLinks(route: SiteRoute): string {
  const entries = Object.entries(route.alternates) as [Language, string][];
  const defaultPath = route.alternates[DEFAULT_LANGUAGE];
  const links = entries.map(
    ([language, path]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absoluteUrl(path))}"/>`,
  );
  if (defaultPath)
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(defaultPath))}"/>`);
  return links.join('');
}

/** sitemap.xml: every route of the route table with its language alternates, but those marked `noindex`. */
export function sitemapXml(routes: readonly SiteRoute[]): string {
  const urls = routes
    .filter((route) => pageDefinition(route.pageId).noindex !== true)
    .map((route) => `<url><loc>${escapeXml(absoluteUrl(route.path))}</loc>${alternateLinks(route)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** What crawlers may read: everything, but nothing of a preview build (drafts, scheduled articles). */
export function robotsTxt(preview = isPreview): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

export function writeSeoFiles(distDir: string, routes: readonly SiteRoute[]): void {
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(routes));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt());
}
