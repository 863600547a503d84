/** What the reader finds, with local names (any `prefix:` dropped) and entities decoded. */
export type XmlHandler = {
  start?(name: string, attributes: ReadonlyMap<string, string>): void;
  end?(name: string): void;
  text?(text: string): void;
};

/** A markup token (a tag, a comment) longer than this is refused: no part of a document needs one. */
const MAX_MARKUP = 1024 * 1024;
/** An entity cut by the end of a piece is at most this long, so the text before it can go out. */
const MAX_ENTITY = 16;

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with XML's entities and character references decoded (an unknown entity is kept as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A small, tolerant XML reader for the parts of a document: it takes the text in pieces as it
 * is inflated, reports elements, attributes and text with entities decoded, and holds no more
 * than one markup token. It refuses what a document never needs (a DOCTYPE, whose entities
 * could hide a value; a tag longer than MAX_MARKUP) rather than guess.
 */
export class XmlReader {
  private pending = '';
  private refused = false;

  constructor(private readonly handler: XmlHandler) {}

  /** Reads the next piece; false once the text is refused. */
  feed(piece: string): boolean {
    if (this.refused) return false;
    this.pending += piece;
    this.refused = !this.readPending(false);
    return !this.refused;
  }

  /** Reads what is left; false when the text is refused or ends inside markup. */
  finish(): boolean {
    if (this.refused) return false;
    return this.readPending(true) && this.pending === '';
  }

  private readPending(last: boolean): boolean {
    let index = 0;
    const text = this.pending;
    while (index < text.length) {
      if (text[index] !== '<') {
        const next = text.indexOf('<', index);
        let end = next < 0 ? text.length : next;
        if (next < 0 && !last) {
          const ampersand = text.lastIndexOf('&');
          if (ampersand >= index && text.length - ampersand < MAX_ENTITY && !text.includes(';', ampersand)) {
            end = ampersand;
          }
        }
        if (end > index) this.handler.text?.(decodeEntities(text.slice(index, end)));
        index = end;
        if (next < 0) break;
        continue;
      }
      const end = this.markupEnd(text, index);
      if (end === 'refused') return false;
      if (end < 0) {
        if (last || text.length - index > MAX_MARKUP) return false;
        break;
      }
      if (end - index > MAX_MARKUP) return false;
      this.markup(text.slice(index, end));
      index = end;
    }
    this.pending = text.slice(index);
    return true;
  }

  /** Where the markup at `start` ends (just past it), -1 when it goes on past the text, or refused. */
  private markupEnd(text: string, start: number): number | 'refused' {
    const closing = (marker: string, from: number) => {
      const found = text.indexOf(marker, from);
      return found < 0 ? -1 : found + marker.length;
    };
    if (text.startsWith('<!--', start)) return closing('-->', start + 4);
    if (text.startsWith('<![CDATA[', start)) return closing(']]>', start + 9);
    if (text.startsWith('<?', start)) return closing('?>', start + 2);
    if (text[start + 1] === '!') return text.length - start < 9 ? -1 : 'refused'; // a DOCTYPE or the like
    if (start + 1 >= text.length) return -1;
    let quote = '';
    for (let index = start + 1; index < text.length; index += 1) {
      const char = text[index];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") {
        quote = char;
      } else if (char === '>') {
        return index + 1;
      }
    }
    return -1;
  }

  private markup(token: string): void {
    if (token.startsWith('<![CDATA[')) {
      this.handler.text?.(token.slice(9, -3));
      return;
    }
    if (token.startsWith('<!--') || token.startsWith('<?')) return;
    if (token.startsWith('</')) {
      this.handler.end?.(localName(token.slice(2, -1).trim()));
      return;
    }
    const selfClosing = token.endsWith('/>');
    const inner = token.slice(1, selfClosing ? -2 : -1);
    const nameEnd = inner.search(/[\s/]|$/);
    const name = localName(inner.slice(0, nameEnd));
    const attributes = new Map<string, string>();
    for (const match of inner.slice(nameEnd).matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const attribute = localName(match[1] ?? '');
      if (!attributes.has(attribute)) attributes.set(attribute, decodeEntities(match[2] ?? match[3] ?? ''));
    }
    this.handler.start?.(name, attributes);
    if (selfClosing) this.handler.end?.(name);
  }
}
