/** Byte helpers shared by the résumé format checks. */
import type { FileWindow } from './file-window';

/** OLE2 compound file signature: Word 97-2003 (.doc) and other Office binaries. */
export const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
export const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function startsWith(file: FileWindow, signature: Buffer): Promise<boolean> {
  return Buffer.from(await file.read(0, signature.length)).equals(signature);
}
