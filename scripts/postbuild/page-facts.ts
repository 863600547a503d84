import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { siteConfig } from '../../src/config';
import { urlPathOf } from './dist-files';
import { inlineCodeScan } from './inline-code';
import { readTags } from './tag-reader';

/** URL path reaching a file of dist/ → URL path of what answers it. */
export type DistFiles = Map<string, string>;

export function distFiles(distDir: string, files: readonly string[]): DistFiles {
  const byPath: DistFiles = new Map();
  for (const file of files) {
    const path = urlPathOf(distDir, file);
    byPath.set(`/${relative(distDir, file).split(sep).join('/')}`, path);
    // A directory's index.html answers the directory's path, with its slash or without.
    if (path.endsWith('/')) byPath.set(path, path).set(path.slice(0, -1) || '/', path);
  }
  return byPath;
}

/** What the dist checker keeps of one page: what other pages are checked against, and its own problems. */
export type PageFacts = {
  urlPath: string;
  ids: Set<string>;
  canonical?: string;
  alternates: Map<string, string>;
  isRedirect: boolean;
  /** Checked across pages: whether the target page has the id. */
  anchored: { tag: string; url: string; page: string; id: string }[];
  linksInLanguage: string[];
  problems: string[];
};

const REFERENCE_ATTRIBUTES = new Set(['href', 'src']);

/** Drops `<style>` text, which nothing here reads; cut at the first `</style`, as browsers do. */
function withoutStyleText(html: string): string {
  let kept = '';
  let from = 0;
  for (let open = html.indexOf('<style', from); open !== -1; open = html.indexOf('<style', from)) {
    const textStart = html.indexOf('>', open) + 1;
    const close = html.indexOf('</style', textStart);
    if (textStart === 0 || close === -1) break;
    kept += html.slice(from, textStart);
    from = close;
  }
  return kept + html.slice(from);
}

function referencePath(urlPath: string, url: string): string | undefined {
  if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(url)) return undefined;
  const path = url.split('#')[0]?.split('?')[0] ?? '';
  if (path.startsWith('/') && !/\/\.\.?(\/|$)|\\/.test(path)) return path;
  return path === '' ? urlPath : new URL(path, `https://x${urlPath}`).pathname;
}

const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml']);

function feedPath(attributes: Record<string, string>): string | undefined {
  const { type = '', href = '' } = attributes;
  if (!FEED_TYPES.has(type) || !href.startsWith(`${siteConfig.origin}/`)) return undefined;
  return href.slice(siteConfig.origin.length);
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

function answering(files: DistFiles, path: string): string | undefined {
  if (!path.includes('%')) return files.get(path);
  try {
    return files.get(decodeURIComponent(path));
  } catch {
    return undefined;
  }
}

/**
 * Pages are read as latin1 and only kept values decoded as UTF-8: markup is ASCII, so the tag
 * reader finds the same tags, without decoding whole pages.
 */
const NON_ASCII = /[\u0080-\u00ff]/;
const asUtf8 = (latin1: string) => (NON_ASCII.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1);

/** The id a fragment names: browsers percent-decode it (`#citt%C3%A0` finds `id="città"`). */
function fragmentId(fragment: string | undefined): string | undefined {
  if (!fragment) return undefined;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** UTF-8 with character references decoded, as the browser reads them. */
function decodedAttributes(attributes: Record<string, string>): Record<string, string> {
  let decoded: Record<string, string> | undefined;
  for (const name in attributes) {
    const value = attributes[name] ?? '';
    const utf8 = asUtf8(value);
    if (utf8 === value && !value.includes('&')) continue;
    decoded ??= { ...attributes };
    decoded[name] = decodeHTMLAttribute(utf8);
  }
  return decoded ?? attributes;
}

export function readPage(
  distDir: string,
  file: string,
  files: DistFiles,
  allowedScripts: ReadonlySet<string> = new Set(),
): PageFacts {
  const urlPath = urlPathOf(distDir, file);
  const inlineCode = inlineCodeScan(allowedScripts, asUtf8);
  const references: { tag: string; url: string }[] = [];
  const seen = { stylePolicy: false };
  const facts: PageFacts = {
    urlPath,
    ids: new Set(),
    alternates: new Map(),
    isRedirect: false,
    anchored: [],
    linksInLanguage: [],
    problems: [],
  };
  readTags(withoutStyleText(readFileSync(file, 'latin1')), {
    ontext: inlineCode.ontext,
    onclosetag: inlineCode.onclosetag,
    onopentag(tag, rawAttributes) {
      const attributes = decodedAttributes(rawAttributes);
      inlineCode.onopentag(tag, attributes);
      if (attributes.id) facts.ids.add(attributes.id);
      const httpEquiv = tag === 'meta' ? attributes['http-equiv']?.toLowerCase() : undefined;
      if (httpEquiv === 'refresh') facts.isRedirect = true;
      if (httpEquiv === 'content-security-policy') seen.stylePolicy = true;
      const headLink = tag === 'link' && (attributes.rel === 'canonical' || attributes.rel === 'alternate');
      if (tag === 'link' && attributes.rel === 'canonical') facts.canonical = attributes.href;
      if (tag === 'link' && attributes.rel === 'alternate' && attributes.hreflang && attributes.href)
        facts.alternates.set(attributes.hreflang, attributes.href);
      const feed = tag === 'link' && attributes.rel === 'alternate' ? feedPath(attributes) : undefined;
      if (feed !== undefined) references.push({ tag, url: feed });
      for (const name in attributes) {
        const value = attributes[name] ?? '';
        if (REFERENCE_ATTRIBUTES.has(name) && !headLink) references.push({ tag, url: value });
        // "url 720w, url 1440w": our URLs hold no commas.
        if (name === 'srcset')
          for (const candidate of value.split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) references.push({ tag, url });
          }
      }
    },
  });

  for (const { tag, url } of references) {
    const path = referencePath(urlPath, url);
    if (path === undefined) continue;
    const target = answering(files, path);
    if (target === undefined) {
      facts.problems.push(`<${tag}> points at ${url}, which is not in dist/`);
      continue;
    }
    const id = fragmentId(url.split('#')[1]);
    if (id) facts.anchored.push({ tag, url, page: target, id });
    if (tag === 'a' && target !== urlPath && firstSegment(target) === firstSegment(urlPath))
      facts.linksInLanguage.push(target);
  }
  facts.problems.push(...inlineCode.problems);
  if (!seen.stylePolicy) facts.problems.push('has no style policy (<meta http-equiv="Content-Security-Policy">)');
  return facts;
}
