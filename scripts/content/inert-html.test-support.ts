/** The hostile tests' scanner of built HTML: whatever in it could run, embed, submit or restyle. */
import { DomUtils, parseDocument } from 'htmlparser2';
import { cspHash } from '../page-policy/csp-hash';
import { isActiveUrl } from './assets';

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Elements that embed, submit or redirect: never from content, never on an article page. */
const FORBIDDEN_ELEMENTS = new Set([
  'iframe',
  'object',
  'embed',
  'form',
  'frame',
  'frameset',
  'applet',
  'portal',
  'base',
]);
/** Attributes whose value is loaded or followed as a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
  'srcset',
]);
/** Script types a browser does not run: data blocks. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

export type InertHtmlReport = {
  /** Everything that could run code, embed, submit or restyle, one line each. */
  problems: string[];
  /** The parsed data of every JSON data block, in order. */
  jsonBlocks: { type: string; data: unknown }[];
  /** The text of each <title>. */
  titles: string[];
  /** Every id, in document order. */
  ids: string[];
  document: ReturnType<typeof parseDocument>;
};

function describe(element: Element): string {
  const attributes = Object.entries(element.attribs)
    .map(([name, value]) => `${name}=${JSON.stringify(value.slice(0, 60))}`)
    .join(' ');
  return `<${element.name}${attributes ? ` ${attributes}` : ''}>`;
}

/**
 * How to scan: `fragment` is for rendered article bodies, where no script, `<style>` or
 * `style=""` at all is allowed; `ownInlineScripts` are the CSP hashes of the site's own inline
 * scripts (the starter, scripts/page-policy/starter-script.ts), allowed in a whole page.
 */
export type ScanOptions = { fragment: boolean; ownInlineScripts?: ReadonlySet<string> };

/**
 * Scans HTML as a browser would parse it and lists whatever could run: scripts other than data
 * blocks and our own (module scripts under `/assets/…`, the starter), `on*` handlers,
 * `javascript:`/`data:`/`vbscript:` URLs, frames, objects, forms.
 */
export function scanHtml(html: string, options: ScanOptions): InertHtmlReport {
  const document = parseDocument(html, { decodeEntities: true });
  return { ...scanNodes(document.children, options), document };
}

const OWN_BUNDLE = /^\/assets\/[\w.-]+\.js$/;

/**
 * A script of the site's own: an entry module under /assets/ with no code of its own, or the
 * starter (src/start-app.ts), a classic inline script whose code has one of `ownInlineScripts`'
 * hashes and which names the entry and the modules it loads, all of them bundles under /assets/.
 */
function isOwnScript(
  type: string,
  attributes: Record<string, string>,
  code: string,
  ownInlineScripts: ReadonlySet<string>,
): boolean {
  const { src, 'data-entry': entry, 'data-preload': preload = '' } = attributes;
  if (type === 'module') return src !== undefined && OWN_BUNDLE.test(src) && code.trim() === '';
  const started = preload.split(' ').filter(Boolean);
  return (
    type === '' &&
    src === undefined &&
    ownInlineScripts.has(cspHash(code)) &&
    entry !== undefined &&
    [entry, ...started].every((bundle) => OWN_BUNDLE.test(bundle))
  );
}

/**
 * A form of the site's own (the newsletter in every footer, the demo and application forms):
 * one the application sends itself, so it names no address, method or target. Content can never
 * add one: a fragment allows no form at all.
 */
function isOwnForm(element: Element): boolean {
  return !['action', 'method', 'target'].some((attribute) => attribute in element.attribs);
}

/** The same scan over nodes already parsed, e.g. the article body of a page. */
export function scanNodes(
  nodes: Parameters<typeof DomUtils.getElementsByTagName>[1],
  { fragment, ownInlineScripts = new Set() }: ScanOptions,
): Omit<InertHtmlReport, 'document'> {
  const problems: string[] = [];
  const jsonBlocks: InertHtmlReport['jsonBlocks'] = [];
  const elements = DomUtils.getElementsByTagName(() => true, nodes, true);
  for (const element of elements) {
    const name = element.name.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name) && !(name === 'form' && !fragment && isOwnForm(element))) {
      problems.push(`forbidden element ${describe(element)}`);
    }
    if (name === 'script') {
      const type = (element.attribs.type ?? '').trim().toLowerCase();
      const text = DomUtils.textContent(element);
      if (!fragment && DATA_SCRIPT_TYPES.has(type) && element.attribs.src === undefined) {
        try {
          jsonBlocks.push({ type, data: JSON.parse(text) as unknown });
        } catch {
          problems.push(`a ${type} block that is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
        }
      } else if (!fragment && isOwnScript(type, element.attribs, text, ownInlineScripts)) {
        // Our own bundle, or the starter that loads it.
      } else {
        problems.push(`executable script ${describe(element)} ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
    if (fragment && (name === 'style' || name === 'link' || name === 'meta'))
      problems.push(`element ${describe(element)} in content`);
    for (const [attribute, value] of Object.entries(element.attribs)) {
      const lower = attribute.toLowerCase();
      if (lower.startsWith('on')) problems.push(`event handler ${lower} on ${describe(element)}`);
      if (URL_ATTRIBUTES.has(lower) && isActiveUrl(value))
        problems.push(`active URL in ${lower} of ${describe(element)}`);
      if (fragment && (lower === 'style' || lower === 'srcdoc' || lower === 'formaction')) {
        problems.push(`attribute ${lower} in content on ${describe(element)}`);
      }
      if (name === 'meta' && lower === 'http-equiv' && value.toLowerCase() === 'refresh') {
        problems.push(`a refresh ${describe(element)}`);
      }
    }
  }
  const titles = elements.filter((element) => element.name === 'title').map((title) => DomUtils.textContent(title));
  const ids = elements.flatMap((element) => (element.attribs.id === undefined ? [] : [element.attribs.id]));
  return { problems, jsonBlocks, titles, ids };
}
