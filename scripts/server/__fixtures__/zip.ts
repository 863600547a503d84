/**
 * A minimal zip archive (stored, no compression) with the given entries: enough structure for
 * a detector that reads local file headers, not a file any unzip tool must open.
 */
export function zipWith(entries: readonly { name: string; data?: string }[]): Uint8Array<ArrayBuffer> {
  const parts = entries.map(({ name, data = '' }) => {
    const nameBytes = Buffer.from(name, 'latin1');
    const dataBytes = Buffer.from(data, 'latin1');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0); // local file header signature
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt32LE(dataBytes.length, 18); // compressed size
    header.writeUInt32LE(dataBytes.length, 22); // uncompressed size
    header.writeUInt16LE(nameBytes.length, 26); // file name length
    return Buffer.concat([header, nameBytes, dataBytes]);
  });
  return new Uint8Array(Buffer.concat(parts));
}
