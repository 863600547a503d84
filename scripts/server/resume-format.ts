import type { ResumeExtension } from '../../src/forms/resume-file';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (.doc)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (.docx is a zip)

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let index = 0; index <= bytes.length - needle.length; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1)
      if (bytes[index + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

/**
 * What a file really is, from its first bytes (not its name): a PDF, a Word 97-2003 document,
 * a Word document (a zip holding word/ entries), or none of them.
 */
export function detectResumeFormat(bytes: Uint8Array): ResumeExtension | undefined {
  if (startsWith(bytes, PDF)) return '.pdf';
  if (startsWith(bytes, OLE2)) return '.doc';
  if (startsWith(bytes, ZIP) && contains(bytes, 'word/')) return '.docx';
  return undefined;
}
