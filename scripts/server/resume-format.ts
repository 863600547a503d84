import type { ResumeExtension } from '../../src/forms/resume-file';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (.doc)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (.docx is a zip)

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * Whether a zip names `entry` among its files: each local file header (PK 03 04) and central
 * directory record (PK 01 02) carries its file name at a fixed offset.
 */
function zipHasEntry(bytes: Uint8Array, entry: string): boolean {
  const wanted = new TextEncoder().encode(entry);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records = [
    { kind: 0x03, lengthAt: 26, nameAt: 30 },
    { kind: 0x01, lengthAt: 28, nameAt: 46 },
  ];
  for (let index = 0; index + 4 <= bytes.length; index += 1) {
    if (bytes[index] !== 0x50 || bytes[index + 1] !== 0x4b || bytes[index + 3] !== (bytes[index + 2] ?? 0) + 1)
      continue;
    const record = records.find((candidate) => candidate.kind === bytes[index + 2]);
    if (!record || index + record.nameAt + wanted.length > bytes.length) continue;
    if (view.getUint16(index + record.lengthAt, true) !== wanted.length) continue;
    if (wanted.every((byte, offset) => bytes[index + record.nameAt + offset] === byte)) return true;
  }
  return false;
}

/**
 * What a file really is, from its first bytes (not its name): a PDF, a Word 97-2003 document,
 * a Word document (a zip holding word/document.xml), or none of them.
 */
export function detectResumeFormat(bytes: Uint8Array): ResumeExtension | undefined {
  if (startsWith(bytes, PDF)) return '.pdf';
  if (startsWith(bytes, OLE2)) return '.doc';
  if (startsWith(bytes, ZIP) && zipHasEntry(bytes, 'word/document.xml')) return '.docx';
  return undefined;
}
