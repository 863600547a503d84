import type { FileWindow } from './file-window';

/** OLE2 compound file signature: Word 97-2003 (.doc) and other Office binaries. */
export const OLE2 = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

// The web's "latin1" (windows-1252) still maps one byte to one character: positions match.
const singleByte = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const utf16le = new TextDecoder('utf-16le', { ignoreBOM: true });

/** Bytes as text, one character per byte, for searching signatures and markers. */
export const latin1 = (bytes: Uint8Array) => singleByte.decode(bytes);
/** UTF-8 text as written, a byte-order mark included (a name that starts with one is another name). */
export const utf8Text = (bytes: Uint8Array) => utf8.decode(bytes);
export const utf16leText = (bytes: Uint8Array) => utf16le.decode(bytes);
export const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

export async function startsWith(file: FileWindow, signature: Uint8Array): Promise<boolean> {
  return bytesEqual(await file.read(0, signature.length), signature);
}
