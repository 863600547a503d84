import { Parser } from 'htmlparser2';

export type RawHead = {
  lang?: string;
  title: string;
  meta: Map<string, string>;
  canonical?: string;
  alternates: Map<string, string>;
  jsonLdTypes: string[];
  h1Count: number;
};

/** What a crawler reads from a page's raw HTML, before any script runs. */
export function readRawHead(html: string): RawHead {
  const head: RawHead = { title: '', meta: new Map(), alternates: new Map(), jsonLdTypes: [], h1Count: 0 };
  let inTitle = false;
  let jsonLd: string | null = null;
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (tag === 'html') head.lang = attributes.lang;
      if (tag === 'title') inTitle = true;
      if (tag === 'h1') head.h1Count += 1;
      if (tag === 'meta' && attributes.content !== undefined) {
        const key = attributes.name ?? attributes.property;
        if (key) head.meta.set(key, attributes.content);
      }
      if (tag === 'link' && attributes.rel === 'canonical') head.canonical = attributes.href;
      if (tag === 'link' && attributes.rel === 'alternate' && attributes.hreflang && attributes.href)
        head.alternates.set(attributes.hreflang, attributes.href);
      if (tag === 'script' && attributes.type === 'application/ld+json') jsonLd = '';
    },
    ontext(text) {
      if (inTitle) head.title += text;
      if (jsonLd !== null) jsonLd += text;
    },
    onclosetag(tag) {
      if (tag === 'title') inTitle = false;
      if (tag === 'script' && jsonLd !== null) {
        head.jsonLdTypes.push((JSON.parse(jsonLd) as { '@type': string })['@type']);
        jsonLd = null;
      }
    },
  });
  parser.end(html);
  return head;
}
