const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * A minimal OLE compound file (version 3, 512-byte sectors): the header, one allocation table
 * sector and one directory sector listing a root entry, the given streams (empty) and storages,
 * at most three in all. What Word 97-2003 files are made of, enough for a reader that walks
 * the directory.
 */
export function oleWith(streams: readonly string[], storages: readonly string[] = []): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let index = 0; index < 109; index += 1) header.writeUInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);

  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams, ...storages].slice(0, 4).forEach((name, index) => {
    const entry = Buffer.alloc(128);
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le');
    nameBytes.copy(entry, 0, 0, Math.min(64, nameBytes.length));
    entry.writeUInt16LE(Math.min(64, nameBytes.length), 64);
    entry[66] = index === 0 ? 5 : index > streams.length ? 1 : 2;
    entry.writeUInt32LE(END_OF_CHAIN, 116);
    entry.copy(directory, index * 128);
  });
  return new Uint8Array(Buffer.concat([header, fat, directory]));
}
