import { describe, expect, it } from 'vitest';
import { serializePolicy, stylePolicy } from '../page-policy/policy';
import { starterScript } from '../page-policy/starter-script';
import { externalOrigin, headerPolicy, videoOrigins, type PolicySources } from './content-security-policy';

/** A configuration with other hosts and absolute form endpoints. */
const elsewhere: PolicySources = {
  videoHostOrigin: 'https://player.films.example',
  jobBoard: { embedUrl: 'https://board.example:8443/embed/x' },
  demoEndpoint: 'https://forms.example/demo',
  applicationEndpoint: 'https://uploads.example/apply',
  newsletterEndpoint: '/api/newsletter',
  notFoundReportEndpoint: 'https://reports.example/404',
};

describe('headerPolicy', () => {
  it('is the strict policy of the issue for the configured hosts, with the inline starter by its hash', () => {
    expect(serializePolicy(headerPolicy())).toBe(
      `script-src 'self' '${starterScript().hash}'; img-src 'self'; ` +
        "font-src 'self'; connect-src 'self'; " +
        'frame-src https://video.talvera.example https://jobs.talvera.example; ' +
        "media-src 'self'; manifest-src 'self'; worker-src 'none'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('takes every host from the configuration, each once', () => {
    const policy = headerPolicy(elsewhere);
    expect(policy.get('frame-src')).toEqual(['https://player.films.example', 'https://board.example:8443']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://forms.example',
      'https://uploads.example',
      'https://reports.example',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
  });

  it('never allows inline code or eval, and leaves styles to the per-page meta', () => {
    const text = serializePolicy(headerPolicy(elsewhere));
    expect(text).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    // A default-src would govern styles too and refuse the hashed critical CSS.
    expect(headerPolicy().has('default-src')).toBe(false);
    expect(headerPolicy().has('style-src')).toBe(false);
  });

  it('frames nothing when nothing is configured to be framed', () => {
    expect(
      headerPolicy({ ...elsewhere, videoHostOrigin: '', jobBoard: { embedUrl: '/jobs' } }).get('frame-src'),
    ).toEqual(["'none'"]);
  });
});

describe('externalOrigin', () => {
  it('is the origin of an absolute URL and nothing for a path', () => {
    expect(externalOrigin('https://Video.Example:443/embed/x?y=1')).toBe('https://video.example');
    expect(externalOrigin('/api/demo-request')).toBeUndefined();
    expect(externalOrigin('//evil.example/x')).toBeUndefined();
  });

  it('gives the video host of the team films', () => {
    expect(videoOrigins()).toEqual(['https://video.talvera.example']);
  });
});

describe('stylePolicy', () => {
  it("allows this origin's stylesheets and the given hashes, sorted and each once", () => {
    expect(serializePolicy(stylePolicy(['sha256-b', 'sha256-a', 'sha256-b']))).toBe(
      "style-src 'self' 'sha256-a' 'sha256-b'",
    );
    expect(serializePolicy(stylePolicy([]))).toBe("style-src 'self'");
  });
});
