import { describe, expect, it } from 'vitest';
import { robotsTxt } from './seo-files';

describe('robots.txt', () => {
  it('lets crawlers read the site and names its sitemap', () => {
    expect(robotsTxt(false)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.talvera.example/sitemap.xml\n');
  });

  it('keeps crawlers out of a preview, which shows drafts and scheduled articles', () => {
    expect(robotsTxt(true)).toBe('User-agent: *\nDisallow: /\n');
  });
});
