import { describe, expect, it } from 'vitest';
import { testSocialTags } from './social-tags';

const page = (extraMeta: string) => `<!doctype html><html lang="en"><head><title>Pricing | Talvera</title>
<meta name="description" content="Plans for agencies and HR teams">
<meta property="og:title" content="Pricing"><meta property="og:type" content="website">
<meta property="og:url" content="https://talvera.example/en/pricing/"><meta property="og:description" content="Plans">
<meta property="og:image" content="https://talvera.example/images/brand/social-card.png">
<meta property="og:site_name" content="Talvera"><meta property="og:locale" content="en_GB">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="Pricing">
<meta name="twitter:description" content="Plans"><meta name="twitter:image" content="https://talvera.example/images/brand/social-card.png">
${extraMeta}</head><body><h1>Pricing</h1></body></html>`;

describe('testSocialTags', () => {
  it('passes a page whose preview picture has its text alternative', async () => {
    const result = await testSocialTags(
      page(
        '<meta property="og:image:alt" content="The Talvera logo"><meta name="twitter:image:alt" content="The Talvera logo">',
      ),
    );
    expect(result.failed).toEqual([]);
    expect(result.passed.length).toBeGreaterThan(10);
  });

  it('reports, rather than throws, a preview picture without one', async () => {
    const result = await testSocialTags(page(''));
    expect(result.failed.map((test) => test.test)).toContain('"twitter:image:alt"');
  });
});
