import type { PageVocabulary } from './page-vocabulary';

/** The names a selector needs the page to have, one of each kind, for it to match anything. */
export type SelectorNeeds = { tags: string[]; classes: string[]; ids: string[]; attributes: string[] };

/** Reads a CSS identifier from `start` (escapes resolved): `md\:flex` → `md:flex`. */
function readIdentifier(selector: string, start: number): { name: string; end: number } {
  let name = '';
  let index = start;
  while (index < selector.length) {
    const char = selector.charAt(index);
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(index + 1));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0].trim(), 16));
        index += 1 + hex[0].length;
      } else {
        name += selector.charAt(index + 1);
        index += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 127) {
      name += char;
      index += 1;
    } else break;
  }
  return { name, end: index };
}

/** The index of the `)` closing the `(` at `open`, skipping escapes and nested parentheses. */
function closingParenthesis(selector: string, open: number): number {
  let depth = 0;
  for (let index = open; index < selector.length; index += 1) {
    const char = selector.charAt(index);
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index;
  }
  return selector.length;
}

/**
 * What a selector needs of a page, read conservatively: pseudo-classes and attribute values are
 * ignored, and what sits inside `:not()`, `:has()` or a selector list in `:is()`/`:where()` is
 * not required. So a selector whose needs a page meets may still not match, but one whose needs
 * it doesn't meet never does: the rules kept for a page are a superset of those it uses.
 */
export function selectorNeeds(selector: string): SelectorNeeds {
  const needs: SelectorNeeds = { tags: [], classes: [], ids: [], attributes: [] };
  let compoundStart = true;
  let index = 0;
  while (index < selector.length) {
    const char = selector.charAt(index);
    if (char === '.' || char === '#') {
      const { name, end } = readIdentifier(selector, index + 1);
      (char === '.' ? needs.classes : needs.ids).push(name);
      index = end;
      compoundStart = false;
    } else if (char === '[') {
      const { name, end } = readIdentifier(selector, index + 1);
      if (name) needs.attributes.push(name.toLowerCase());
      const close = selector.indexOf(']', end);
      index = close === -1 ? selector.length : close + 1;
      compoundStart = false;
    } else if (char === ':') {
      const { name, end } = readIdentifier(selector, index + (selector.charAt(index + 1) === ':' ? 2 : 1));
      if (selector.charAt(end) === '(') {
        const close = closingParenthesis(selector, end);
        const inner = selector.slice(end + 1, close);
        const isList = /^(is|where|matches)$/i.test(name);
        if (isList && !inner.includes(',')) {
          const innerNeeds = selectorNeeds(inner);
          for (const kind of ['tags', 'classes', 'ids', 'attributes'] as const) needs[kind].push(...innerNeeds[kind]);
        }
        index = close + 1;
      } else index = end;
      compoundStart = false;
    } else if (/[\s>+~]/.test(char)) {
      index += 1;
      compoundStart = true;
    } else if (compoundStart && /[a-zA-Z]/.test(char)) {
      const { name, end } = readIdentifier(selector, index);
      needs.tags.push(name.toLowerCase());
      index = end;
      compoundStart = false;
    } else {
      index += 1;
      compoundStart = false;
    }
  }
  return needs;
}

/** Whether a page has everything a selector needs (see `selectorNeeds`). */
export function pageMeets(needs: SelectorNeeds, page: PageVocabulary): boolean {
  return (
    needs.tags.every((tag) => page.tags.has(tag)) &&
    needs.classes.every((name) => page.classes.has(name)) &&
    needs.ids.every((id) => page.ids.has(id)) &&
    needs.attributes.every((name) => page.attributes.has(name))
  );
}
