/** The names a page's HTML uses, which decide whether a CSS selector could match in it. */
export type PageVocabulary = {
  tags: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

function collect(html: string, pattern: RegExp, into: Set<string>, split = false): void {
  for (const [, value = ''] of html.matchAll(pattern)) {
    const decoded = decodeAttribute(value);
    for (const name of split ? decoded.split(/\s+/) : [decoded]) if (name) into.add(name);
  }
}

/**
 * The tags, classes, ids and attribute names of a page, read from its HTML as written by React
 * and the template (double-quoted attributes). A name that only looks like one (in text) only
 * makes the CSS kept larger, never wrong.
 */
export function pageVocabulary(html: string): PageVocabulary {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const attributes = new Set<string>();
  for (const [tag, name = ''] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/g)) {
    tags.add(name.toLowerCase());
    if (tag.length === name.length + 2) continue;
    collect(tag, /\sclass="([^"]*)"/g, classes, true);
    collect(tag, /\sid="([^"]*)"/g, ids);
    for (const [, attribute = ''] of tag.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?==|\s|\/?>)/g)) {
      attributes.add(attribute.toLowerCase());
    }
  }
  return { tags, classes, ids, attributes };
}
