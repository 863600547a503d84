import { describe, expect, it } from 'vitest';
import {
  branchAlias,
  deploymentUrl,
  pagesListsSecret,
  previewMailDestination,
  workerListsSecret,
} from './wrangler-output';

describe('deploymentUrl', () => {
  it('reads the alias wrangler pages deploy prints, colours and all', () => {
    const output =
      '✨ Deployment complete! Take a peek over at \x1b[36mhttps://1a2b3c4d.talvera-site.pages.dev\x1b[39m\n✨ Deployment alias URL: \x1b[36mhttps://writer-new-case.talvera-site.pages.dev\x1b[39m\n';
    expect(deploymentUrl(output, 'writer/new-case', 'talvera-site', 'main')).toBe(
      'https://writer-new-case.talvera-site.pages.dev',
    );
  });

  it("falls back to the deployment's own address, then to the branch's alias", () => {
    expect(
      deploymentUrl('Take a peek over at https://1a2b3c4d.talvera-site.pages.dev', 'main', 'talvera-site', 'main'),
    ).toBe('https://1a2b3c4d.talvera-site.pages.dev');
    expect(deploymentUrl('', 'Writer/A_very-long-branch-name-indeed', 'talvera-site', 'main')).toBe(
      'https://writer-a-very-long-branch-na.talvera-site.pages.dev',
    );
    expect(deploymentUrl('', 'main', 'talvera-site', 'main')).toBe('https://talvera-site.pages.dev');
  });

  it('gives a branch the alias Cloudflare gives it', () => {
    expect(branchAlias('--Feature/Ünïcode--')).toBe('feature--n-code');
  });
});

describe('secret lists', () => {
  it('finds SMTP_URL in `wrangler pages secret list`', () => {
    const output =
      'The "\x1b[34mpreview\x1b[39m" environment of your Pages project "talvera-site" has access to the following secrets:\n  - NEWSLETTER_SECRET: Value Encrypted\n  - SMTP_URL: Value Encrypted\n';
    expect(pagesListsSecret(output, 'SMTP_URL')).toBe(true);
    expect(pagesListsSecret(output.replace('SMTP_URL', 'SMTP_URL_OLD'), 'SMTP_URL')).toBe(false);
  });

  it('finds SMTP_URL in `wrangler secret list` (JSON)', () => {
    const output = '[\n  {\n    "name": "SMTP_URL",\n    "type": "secret_text"\n  }\n]\n';
    expect(workerListsSecret(output, 'SMTP_URL')).toBe(true);
    expect(workerListsSecret('[]', 'SMTP_URL')).toBe(false);
  });
});

describe('previewMailDestination', () => {
  it('says the preview inbox, nowhere, partly or unknown, and never sales', () => {
    const sentences = {
      both: previewMailDestination({ site: true, companion: true }),
      none: previewMailDestination({ site: false, companion: false }),
      siteOnly: previewMailDestination({ site: true, companion: false }),
      unknown: previewMailDestination({ site: undefined, companion: false }),
    };
    expect(sentences.both).toBe("Mail: to the preview inbox (the preview's SMTP_URL), never to sales.");
    expect(sentences.none).toBe(
      'Mail: nowhere. The preview has no SMTP_URL, so its leads are stored in talvera-forms-preview and not mailed.',
    );
    expect(sentences.siteOnly).toContain('talvera-companion-preview has none');
    expect(sentences.unknown).toMatch(/^Mail: unknown/);
    for (const sentence of [sentences.both, sentences.siteOnly, sentences.unknown]) {
      expect(sentence).toMatch(/never to sales\.$/i);
    }
  });
});
