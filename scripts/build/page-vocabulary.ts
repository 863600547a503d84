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

function collect(html: string, pattern: RegExp, split = false): string[] {
  const names: string[] = [];
  for (const [, value = ''] of html.matchAll(pattern)) {
    const decoded = decodeAttribute(value);
    for (const name of split ? decoded.split(/\s+/) : [decoded]) if (name) names.push(name);
  }
  return names;
}

type TagNames = { tag: string; classes: string[]; ids: string[]; attributes: string[] };

function readTag(tag: string, name: string): TagNames {
  const names: TagNames = { tag: name.toLowerCase(), classes: [], ids: [], attributes: [] };
  if (tag.length === name.length + 2) return names;
  names.classes = collect(tag, /\sclass="([^"]*)"/g, true);
  names.ids = collect(tag, /\sid="([^"]*)"/g);
  for (const [, attribute = ''] of tag.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?==|\s|\/?>)/g))
    names.attributes.push(attribute.toLowerCase());
  return names;
}

/**
 * Tags already read, by their text: the pages of a site share most of their tags (header,
 * footer, cards), so a prerender worker reads each once. Emptied when it grows large, as the
 * tags that name one article each (its links, its headings' ids) are many and seen once.
 */
const readTags = new Map<string, TagNames>();
const READ_TAGS_KEPT = 50_000;

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
  if (readTags.size > READ_TAGS_KEPT) readTags.clear();
  for (const [tag, name = ''] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/g)) {
    let names = readTags.get(tag);
    if (!names) {
      names = readTag(tag, name);
      readTags.set(tag, names);
    }
    tags.add(names.tag);
    for (const item of names.classes) classes.add(item);
    for (const item of names.ids) ids.add(item);
    for (const item of names.attributes) attributes.add(item);
  }
  return { tags, classes, ids, attributes };
}
