import { existsSync, readFileSync, statSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { resolve, sep } from 'node:path';
import { fieldIssue, type ContentIssue } from './issues';
import type { YamlDocument } from './yaml-document';

/** Whether a URL runs code or carries a document: its scheme, as a browser reads it. */
export function isActiveUrl(value: string): boolean {
  // Browsers drop ASCII whitespace and control characters anywhere in the scheme.
  // eslint-disable-next-line no-control-regex -- control characters are what browsers ignore
  const scheme = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return /^(javascript|data|vbscript):/.test(scheme) || /(^|,\s*)(javascript|data|vbscript):/.test(scheme);
}

const SITE_FILE = /^\/[^\s?#]+\.[A-Za-z0-9]{2,5}$/;
const SLASH = 0x2f;

/**
 * The file of public/ a site path names, with what is known of it (`files`), or why it names
 * none: `escapes` for malformed %-escapes (`%E0%A4%A`), `outside` for a path that leaves public/.
 */
export function publicFile(src: string, publicDir: string, files: PublicFiles = publicFiles()) {
  let decoded: string;
  try {
    decoded = decodeURI(src);
  } catch {
    return 'escapes';
  }
  const absolute = resolve(publicDir, `.${decoded}`);
  if (!absolute.startsWith(resolve(publicDir) + sep)) return 'outside';
  return { decoded, absolute, ...files(absolute, /\.svg$/i.test(decoded)) };
}

/** A picture named in content whose SVG holds something that runs. */
export const activePictureMessage = (active: string, decoded: string) =>
  `expected a picture with nothing that runs, found ${active} in public${decoded} (opened on its own, an SVG runs it; export it again without scripts)`;

/** SVG elements that run code or load other documents when the picture is opened on its own. */
const ACTIVE_SVG_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler']);
const MAX_SVG_BYTES = 2 * 1024 * 1024;

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const DECLARED_ENCODING = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/i;

/**
 * What in an SVG would run if a visitor opened the picture's own address (in an `<img>` it
 * never runs, but /images/x.svg is a page of the site's origin): scripts, event handlers,
 * `javascript:` links, embedded documents. Undefined when there is none. A browser decodes by
 * the BOM, then the declared encoding, so a UTF-16 file read here as UTF-8 would hide its script
 * from the checks: only UTF-8 is accepted (with or without its BOM or a declaration saying so),
 * and NUL bytes are refused too, since a UTF-16 file without a BOM is mostly NULs.
 */
export function activeSvgContent(svgFile: string): string | undefined {
  if (statSync(svgFile).size > MAX_SVG_BYTES) return `a file over ${MAX_SVG_BYTES / 1024 / 1024} MB`;
  const bytes = readFileSync(svgFile);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return 'a file in UTF-16 (a browser reads it by its BOM, the checks here in UTF-8; save it as UTF-8)';
  }
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return 'a file that is not UTF-8 (save it as UTF-8)';
  }
  if (text.includes('\0')) return 'NUL bytes, as in a file in UTF-16 or UTF-32 (save it as UTF-8)';
  const declared = DECLARED_ENCODING.exec(text)?.[1];
  if (declared !== undefined && !/^utf-?8$/i.test(declared.trim())) {
    return `a declared encoding of ${JSON.stringify(declared)} (save it as UTF-8 and declare that)`;
  }
  return activeSvgText(text);
}

/** SMIL elements that change an attribute of another element: a `href` set to `javascript:` runs on a click. */
const ANIMATION_ELEMENTS = /^(set|animate\w*)$/;

/**
 * activeSvgContent of an SVG's text. An entity declaration is refused outright: a browser expands
 * it where the parser here does not, so `&#115;cript` in one could become a script element.
 */
export function activeSvgText(svg: string): string | undefined {
  if (/<!ENTITY/i.test(svg)) return 'an <!ENTITY> declaration';
  // An XSLT style sheet turns the picture into whatever document it writes; no picture needs one of CSS either.
  if (/<\?xml-stylesheet/i.test(svg)) return 'an <?xml-stylesheet?> processing instruction (XSLT runs as the page)';
  const document = parseDocument(svg, { xmlMode: true, decodeEntities: true });
  for (const element of DomUtils.findAll(() => true, document.children)) {
    const name = element.name.toLowerCase().replace(/^.*:/, '');
    if (ACTIVE_SVG_ELEMENTS.has(name)) return `a <${element.name}> element`;
    const animated = element.attribs.attributeName ?? element.attribs.attributename;
    if (ANIMATION_ELEMENTS.test(name) && animated !== undefined && /(^|:)href$/i.test(animated.trim())) {
      return `a <${element.name}> of ${animated.trim()} (it can set a javascript: link)`;
    }
    for (const [attribute, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(attribute)) return `an ${attribute} handler`;
      if (/(^|:)href$/i.test(attribute) && isActiveUrl(value)) return `a ${value.slice(0, 20)}… link`;
    }
  }
  return undefined;
}

/** Whether a file of public/ exists and, when it is to be read as an SVG, what in it would run. */
export type PublicFiles = (absolute: string, svg: boolean) => { exists: boolean; active?: string };

/**
 * public/'s files, each looked at once: every article names the same few pictures. One per run
 * (compile.ts), so a later run sees pictures added or changed since.
 */
export function publicFiles(): PublicFiles {
  const known = new Map<string, { exists: boolean; active?: string }>();
  return (absolute, svg) => {
    const key = `${svg ? 'svg' : 'file'}:${absolute}`;
    let facts = known.get(key);
    if (!facts) {
      const exists = existsSync(absolute);
      known.set(key, (facts = exists && svg ? { exists, active: activeSvgContent(absolute) } : { exists }));
    }
    return facts;
  };
}

/**
 * Every string in the data that names a file of the site (`/images/x.svg`) must exist under
 * public/. The schemas already refuse pictures that are not site paths.
 */
export function checkReferencedFiles(
  data: unknown,
  document: YamlDocument,
  file: string,
  publicDir: string,
  files: PublicFiles = publicFiles(),
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  // One path, extended and cut back as the walk goes (a copy per value cost a tenth of a second a run).
  const path: PropertyKey[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      // A site path starts with `/`: most strings are ruled out without the pattern.
      if (value.charCodeAt(0) !== SLASH || !SITE_FILE.test(value)) return;
      const found = publicFile(value, publicDir, files);
      const message =
        found === 'escapes'
          ? `expected a path whose %-escapes are valid (or plain letters instead), found ${JSON.stringify(value)}`
          : found === 'outside'
            ? `expected a file inside public/, found ${JSON.stringify(value)}, which leaves it`
            : !found.exists
              ? `expected a file that exists in public/, found ${JSON.stringify(value)} (no public${value})`
              : found.active && activePictureMessage(found.active, found.decoded);
      if (message) issues.push(fieldIssue(file, document, [...path], message));
    } else if (value !== null && typeof value === 'object') {
      const list = Array.isArray(value);
      for (const key of Object.keys(value)) {
        path.push(list ? Number(key) : key);
        walk((value as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  walk(data);
  return issues;
}
