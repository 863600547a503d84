import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

const HEADING = /^h[1-6]$/;

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * GitHub's anchor for a heading text (as rehype-slug makes it): lower case, punctuation and
 * symbols dropped, spaces to hyphens. Writers' links to `#a-section` keep working.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The ids of one body's headings, in order: each from its text, unique in the body and never one
 * the page around it uses. A taken id gets `-1`, `-2`, … as a repeated heading does on GitHub.
 * Seeding the taken ids, rather than prefixing every id, keeps the anchors writers expect.
 */
export function headingIdAllocator(isReserved: (id: string) => boolean): (text: string) => string {
  const taken = new Set<string>();
  // The next count to try for each base: an id found taken stays taken, so a search resumes
  // where the last one for its base stopped, and a body of n equal headings costs n tries, not n².
  const nextCount = new Map<string, number>();
  const free = (id: string) => !taken.has(id) && !isReserved(id);
  return (text) => {
    const base = headingSlug(text) || 'section';
    let count = nextCount.get(base) ?? 0;
    let id = count === 0 ? base : `${base}-${count}`;
    while (!free(id)) id = `${base}-${++count}`;
    nextCount.set(base, count + 1);
    taken.add(id);
    return id;
  };
}

export function rehypeHeadingIds(options: { isReserved: (id: string) => boolean }) {
  return (tree: Root) => {
    const nextId = headingIdAllocator(options.isReserved);
    visit(tree, 'element', (node: Element) => {
      if (!HEADING.test(node.tagName)) return;
      node.properties.id = nextId(node.children.map(textOf).join(''));
    });
  };
}
