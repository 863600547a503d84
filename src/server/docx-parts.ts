import { SaxesParser } from 'saxes';

/** A part's check: its bytes go in as they are inflated; false from either call refuses the file. */
export type PartCheck = { feed(bytes: Uint8Array): boolean; finish(): boolean };

/** Refused whatever their target: OLE objects and packages, macros, imported chunks (altChunk), ActiveX. */
const REFUSED_RELATIONSHIPS = new Set([
  'oleobject',
  'package',
  'vbaproject',
  'afchunk',
  'control',
  'activexcontrolbinary',
]);
/** DDE runs a program; INCLUDE* fetches a file or an address when the document opens or updates. */
const REFUSED_FIELD = /^(DDE|DDEAUTO|INCLUDE[A-Z]*)$/;
/** Only the start of a field's instruction is kept: its name is all that is checked. */
const MAX_INSTRUCTION = 256;

/** An XML part larger than this is refused: the parser holds a text node whole, and a CV's parts are far smaller. */
export const XML_PART_MAX_CHARS = 16 * 1024 * 1024;

/** Local names (prefix dropped), entities decoded; `refused` is asked after each piece. */
type PartHandler = {
  start?(name: string, attributes: ReadonlyMap<string, string>): void;
  end?(name: string): void;
  text?(text: string): void;
  refused(): boolean;
  atEnd?(): void;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function encodingOf(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0x3c && bytes[1] === 0)) return 'utf-16le';
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0 && bytes[1] === 0x3c)) return 'utf-16be';
  return 'utf-8';
}

/** An XML part read as text in the encoding its first bytes say (UTF-16 in either order, else UTF-8). */
function xmlPart(handler: PartHandler): PartCheck {
  const parser = new SaxesParser();
  let failed = false;
  let chars = 0;
  parser.on('error', () => {
    failed = true;
  });
  // A DOCTYPE is refused: a document never needs one, and its entities could hide a value.
  parser.on('doctype', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    const attributes = new Map<string, string>();
    for (const [name, value] of Object.entries(tag.attributes as Record<string, string>)) {
      if (!attributes.has(localName(name))) attributes.set(localName(name), value);
    }
    handler.start?.(localName(tag.name), attributes);
  });
  parser.on('closetag', (tag) => handler.end?.(localName(tag.name)));
  parser.on('text', (text) => handler.text?.(text));
  parser.on('cdata', (text) => handler.text?.(text));
  const run = (step: () => void) => {
    if (failed) return false;
    try {
      step();
    } catch {
      failed = true;
    }
    return !failed;
  };
  const write = (text: string) => (chars += text.length) <= XML_PART_MAX_CHARS && run(() => parser.write(text));

  let decoder: TextDecoder | undefined;
  let head: Uint8Array = new Uint8Array(0);
  return {
    feed(bytes) {
      let piece = bytes;
      if (!decoder) {
        piece = Uint8Array.from([...head, ...bytes]);
        if (piece.length < 2) {
          head = piece;
          return true;
        }
        decoder = new TextDecoder(encodingOf(piece));
      }
      return write(decoder.decode(piece, { stream: true })) && !handler.refused();
    },
    finish() {
      const text = decoder ? decoder.decode() : new TextDecoder(encodingOf(head)).decode(head);
      if (!write(text) || !run(() => parser.close())) return false;
      handler.atEnd?.();
      return !handler.refused();
    },
  };
}

/** `*.rels`: no relationship to anything outside the file but a web or mail link, none of the REFUSED_RELATIONSHIPS. */
export function relationshipsCheck(): PartCheck {
  let refused = false;
  return xmlPart({
    refused: () => refused,
    start(name, attributes) {
      if (name !== 'Relationship') return;
      const type = (attributes.get('Type') ?? '').trim();
      const kind = type.slice(type.lastIndexOf('/') + 1).toLowerCase();
      if (REFUSED_RELATIONSHIPS.has(kind)) refused = true;
      const mode = (attributes.get('TargetMode') ?? '').trim().toLowerCase();
      const target = (attributes.get('Target') ?? '').trim();
      // A link in a CV is a relationship to an outside target too; Word opens it only when clicked.
      const webLink = kind === 'hyperlink' && /^(https?|mailto):/i.test(target);
      // Word's own résumé templates leave the template's path on the author's disk: on the
      // recruiter's computer that path fetches nothing. A host (http, UNC) is the attack.
      const localTemplate = kind === 'attachedtemplate' && /^(file:\/\/\/)?[a-z]:[\\/]/i.test(target);
      if (mode !== '' && mode !== 'internal' && !webLink && !localTemplate) refused = true;
    },
  });
}

/** `[Content_Types].xml`: no macro-enabled part and no VBA project. */
export function contentTypesCheck(): PartCheck {
  let refused = false;
  return xmlPart({
    refused: () => refused,
    start(_name, attributes) {
      if (/macroenabled|vbaproject/i.test(attributes.get('ContentType') ?? '')) refused = true;
    },
  });
}

/** `word/*.xml`: no altChunk, no REFUSED_FIELD as Word reads fields, nor one named by a nested field (hidden DDE). */
export function documentPartCheck(): PartCheck {
  let refused = false;
  const fields: { text: string; checked: boolean }[] = [];
  let loose = '';
  let inInstruction = false;
  const check = (instruction: string) => {
    const name =
      instruction
        .trimStart()
        .split(/[\s\\"]/, 1)[0]
        ?.toUpperCase() ?? '';
    if (REFUSED_FIELD.test(name)) refused = true;
  };
  const settle = () => {
    const field = fields.at(-1);
    if (field && !field.checked) {
      field.checked = true;
      check(field.text);
    }
  };
  return xmlPart({
    refused: () => refused,
    atEnd() {
      check(loose);
      for (const field of fields) check(field.text);
    },
    start(name, attributes) {
      if (name === 'altChunk') refused = true;
      else if (name === 'fldSimple') check(attributes.get('instr') ?? '');
      else if (name === 'instrText' || name === 'delInstrText') inInstruction = true;
      else if (name === 'fldChar') {
        const type = attributes.get('fldCharType');
        if (type === 'begin') {
          const parent = fields.at(-1);
          if (parent && !parent.checked && parent.text.trim() === '') refused = true;
          fields.push({ text: '', checked: false });
        } else if (type === 'separate') {
          settle();
        } else if (type === 'end') {
          settle();
          fields.pop();
        }
      }
    },
    end(name) {
      if (name === 'instrText' || name === 'delInstrText') inInstruction = false;
    },
    text(text) {
      if (!inInstruction) return;
      const field = fields.at(-1);
      if (field) field.text = (field.text + text).slice(0, MAX_INSTRUCTION);
      else loose = (loose + text).slice(0, MAX_INSTRUCTION);
    },
  });
}
