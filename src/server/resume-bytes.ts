// The web's "latin1" (windows-1252) still maps one byte to one character: positions match.
const singleByte = new TextDecoder('latin1');
const utf16le = new TextDecoder('utf-16le', { ignoreBOM: true });

/** Bytes as text, one character per byte, for searching signatures and markers. */
export const latin1 = (bytes: Uint8Array) => singleByte.decode(bytes);
export const utf16leText = (bytes: Uint8Array) => utf16le.decode(bytes);
export const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** OLE2 compound file signature: Word 97-2003 (.doc) and other Office binaries. */
export const OLE2 = latin1(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1));
