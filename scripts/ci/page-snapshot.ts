import { Parser } from 'htmlparser2';

/** What a writer can change on a built page: no asset name appears, so a page differing only by a hash compares equal. */
export type PageSnapshot = {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  hreflang: Record<string, string>;
  /** The body's text and its pictures' `alt`, whitespace collapsed. */
  text: string;
  /** Where `<meta http-equiv="refresh">` sends the visitor: set on a redirect's stand-in page. */
  refreshTo?: string;
};

/** Unread content; `<noscript>` is read: it is what a visitor without JavaScript sees. */
const UNREAD = new Set(['script', 'style', 'template']);

/** Elements inside a word; any other element (links too, set side by side in menus) separates text. */
const INLINE = new Set([
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

export function snapshotPage(html: string): PageSnapshot {
  const snapshot: PageSnapshot = { title: '', description: '', canonical: '', robots: '', hreflang: {}, text: '' };
  const text: string[] = [];
  // A Map, then own properties: a language written `__proto__` is a key like any other.
  const alternates = new Map<string, string>();
  const seen = new Set<string>();
  let title: string[] | undefined;
  let inBody = false;
  let unreadDepth = 0;
  /** The first of each head field counts, as it does for browsers and search engines. */
  const setOnce = (field: 'description' | 'canonical' | 'robots' | 'refreshTo', value: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    snapshot[field] = value.trim();
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (UNREAD.has(name) || unreadDepth > 0) {
          if (UNREAD.has(name)) unreadDepth += 1;
          return;
        }
        if (name === 'body') inBody = true;
        if (inBody) {
          if (!INLINE.has(name)) text.push(' ');
          if (name === 'img' && attributes.alt) text.push(' ', attributes.alt, ' ');
          return;
        }
        readHeadTag(name, attributes);
        if (name === 'title' && !seen.has('title')) {
          seen.add('title');
          title = [];
        }
      },
      ontext(data) {
        if (unreadDepth > 0) return;
        if (title !== undefined) title.push(data);
        else if (inBody) text.push(data);
      },
      onclosetag(name) {
        if (UNREAD.has(name)) {
          unreadDepth = Math.max(0, unreadDepth - 1);
          return;
        }
        if (unreadDepth > 0) return;
        if (name === 'title' && title !== undefined) {
          snapshot.title = collapse(title.join(''));
          title = undefined;
        }
        if (inBody && !INLINE.has(name)) text.push(' ');
      },
    },
    { decodeEntities: true },
  );

  function readHeadTag(name: string, attributes: Record<string, string>): void {
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const metaName = (attributes.name ?? '').toLowerCase();
    if (name === 'meta' && metaName === 'description') setOnce('description', attributes.content ?? '');
    if (name === 'meta' && metaName === 'robots') setOnce('robots', attributes.content ?? '');
    const refreshUrl = /[;,]\s*url\s*=\s*['"]?([^'"]*)/i.exec(attributes.content ?? '')?.[1];
    if (name === 'meta' && (attributes['http-equiv'] ?? '').toLowerCase() === 'refresh' && refreshUrl !== undefined)
      setOnce('refreshTo', refreshUrl);
    if (name === 'link' && rel.includes('canonical')) setOnce('canonical', attributes.href ?? '');
    const language = attributes.hreflang?.toLowerCase();
    if (name === 'link' && rel.includes('alternate') && language !== undefined && !alternates.has(language))
      alternates.set(language, (attributes.href ?? '').trim());
  }

  parser.write(html);
  parser.end();
  snapshot.text = collapse(text.join(''));
  snapshot.hreflang = Object.fromEntries(alternates);
  return snapshot;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
