import { siteConfig } from '../../src/config';
import { type Policy } from '../page-policy/policy';
import { siteInlineScriptHashes } from '../page-policy/starter-script';

/** What of src/config.ts the policies depend on (the site's `siteConfig` by default). */
export type PolicySources = {
  /** The host of the team page's films, whose addresses are content held to it by the schema. */
  readonly videoHostOrigin: string;
  readonly jobBoard: { readonly embedUrl: string };
  readonly demoEndpoint: string;
  readonly applicationEndpoint: string;
  readonly newsletterEndpoint: string;
  readonly notFoundReportEndpoint: string;
};

/** The origin of an absolute http(s) URL; undefined for a same-origin path such as `/api/x`. */
export function externalOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/** The distinct external origins among `urls`, in first-seen order. */
function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(externalOrigin).filter((origin): origin is string => origin !== undefined))];
}

/** The host of the team page's films (src/config.ts), which Permissions-Policy also names. */
export function videoOrigins(config: Pick<PolicySources, 'videoHostOrigin'> = siteConfig): string[] {
  return origins([config.videoHostOrigin]);
}

/**
 * The Content-Security-Policy every page gets in `_headers`, derived from src/config.ts so that
 * no host is written twice: frames only from the video host and the job board, requests only
 * to this origin and the form endpoints' origins, pictures only from this origin (content
 * pictures are files of the repository). Scripts come only from this origin, except the inline
 * scripts named by their hash (`inlineScriptHashes`: the starter every page carries,
 * scripts/page-policy/starter-script.ts); the build leaves no other inline script, no handler and no
 * `javascript:` URL (scripts/postbuild/inline-code.ts checks).
 *
 * There is no `default-src` and no `style-src` on purpose: pages keep their CSS inline, and a
 * component may add a style block of its own, so the hashes may differ per page: each page's
 * `<meta http-equiv="Content-Security-Policy">` (scripts/page-policy/style-policy.ts) carries `style-src`. Policies intersect, and a header
 * `default-src` would also govern styles and refuse those inline blocks, so every other fetch
 * directive is listed here explicitly instead.
 */
export function headerPolicy(
  config: PolicySources = siteConfig,
  inlineScriptHashes: readonly string[] = siteInlineScriptHashes(),
): Policy {
  const endpoints = origins([
    config.demoEndpoint,
    config.applicationEndpoint,
    config.newsletterEndpoint,
    config.notFoundReportEndpoint,
  ]);
  const frames = origins([config.videoHostOrigin, config.jobBoard.embedUrl]);
  return new Map<string, readonly string[]>([
    ['script-src', ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...endpoints]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}
