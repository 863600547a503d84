import { siteConfig } from '../../src/config';
import { type Policy } from '../page-policy/policy';
import { siteInlineScriptHashes } from '../page-policy/starter-script';

export type PolicySources = {
  readonly videoHostOrigin: string;
  readonly jobBoard: { readonly embedUrl: string };
  readonly demoEndpoint: string;
  readonly applicationEndpoint: string;
  readonly newsletterEndpoint: string;
  readonly notFoundReportEndpoint: string;
};

export function externalOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(externalOrigin).filter((origin): origin is string => origin !== undefined))];
}

export function videoOrigins(config: Pick<PolicySources, 'videoHostOrigin'> = siteConfig): string[] {
  return origins([config.videoHostOrigin]);
}

/**
 * Derived from src/config.ts so no host is written twice; the only inline script allowed is the
 * hashed starter (inline-code.ts checks). No `default-src` or `style-src` on purpose: style hashes
 * differ per page and live in each page's meta policy, and a header `default-src` would refuse
 * those inline styles (policies intersect), so every other fetch directive is listed instead.
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
