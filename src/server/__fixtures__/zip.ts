import { deflateRawSync } from 'node:zlib';

export type ZipFixtureEntry = {
  name: string;
  data?: string | Uint8Array;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** Leave the entry out of the central directory: its bytes are there, a real unzip does not see it. */
  hidden?: boolean;
  /** Uncompressed size written into the headers instead of the real one (a lying bomb). */
  declaredSize?: number;
};

/**
 * A zip archive built the way zip tools write one: local file headers with the data, then the
 * central directory and its end record. Enough for a reader that finds the entries through the
 * end record, as the résumé check does; `hidden` and `declaredSize` build the malformed ones.
 */
export function zipWith(entries: readonly ZipFixtureEntry[], { trailing = '' } = {}): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const { name, data = '', deflate = false, hidden = false, declaredSize } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
    const stored = deflate ? deflateRawSync(raw) : raw;
    const size = declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, stored);
    if (!hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(deflate ? 8 : 0, 10);
      central.writeUInt32LE(stored.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(nameBytes.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, nameBytes);
      listed += 1;
    }
    offset += 30 + nameBytes.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end, Buffer.from(trailing, 'latin1')]));
}

/** A .docx as small as it gets: the content types, and the document. */
export function docxWith(
  extra: readonly ZipFixtureEntry[] = [],
  contentTypes = '<Types/>',
  document: string | Uint8Array = '<w:document/>',
): Uint8Array<ArrayBuffer> {
  return zipWith([
    { name: '[Content_Types].xml', data: contentTypes, deflate: true },
    { name: 'word/document.xml', data: document, deflate: true },
    ...extra,
  ]);
}

/** A relationships part listing one relationship, as Word writes them. */
export function relationships(type: string, target: string, targetMode?: string): string {
  const mode = targetMode === undefined ? '' : ` TargetMode="${targetMode}"`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="${type}" Target="${target}"${mode}/></Relationships>`
  );
}

/** A document.xml whose body is `body` (runs, fields), with Word's namespace prefix. */
export function documentXml(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p>${body}</w:p></w:body></w:document>`
  );
}
