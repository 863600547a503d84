import type { FileWindow } from './file-window';
import { latin1, OLE2, startsWith } from './resume-bytes';

const PDF = new TextEncoder().encode('%PDF-');

/** Chunk size of the sequential PDF scan: memory stays at about twice this. */
const SCAN_CHUNK = 64 * 1024;

/**
 * A PDF by structure: the `%PDF-` header, `%%EOF` within the last 1,024 bytes, and outside its
 * streams (between `stream` and `endstream`, where compressed data may hold any bytes) no zip or
 * OLE signature, no executable header and no HTML: the polyglots that pass a header sniff.
 */
export async function isPdf(file: FileWindow): Promise<boolean> {
  if (!(await startsWith(file, PDF))) return false;
  const tail = latin1(await file.read(Math.max(0, file.size - 1024), 1024));
  if (!tail.includes('%%EOF')) return false;

  const forbidden = ['PK\x03\x04', latin1(OLE2), '\x7fELF'];
  const forbiddenText = ['<html', '<script', '<!doctype', '<svg'];
  let inStream = false;
  let carry = '';
  for (let position = 0; position < file.size; position += SCAN_CHUNK) {
    const text = carry + latin1(await file.read(position, SCAN_CHUNK));
    const lower = text.toLowerCase();
    const last = position + SCAN_CHUNK >= file.size;
    let index = 0;
    for (;;) {
      if (inStream) {
        const end = text.indexOf('endstream', index);
        if (end < 0) break;
        inStream = false;
        index = end + 'endstream'.length;
        continue;
      }
      const candidates = [
        ...forbidden.map((signature) => text.indexOf(signature, index)),
        ...forbiddenText.map((marker) => lower.indexOf(marker, index)),
      ].filter((found) => found >= 0);
      const streamAt = findStreamKeyword(text, index);
      const firstForbidden = candidates.length > 0 ? Math.min(...candidates) : -1;
      if (firstForbidden >= 0 && (streamAt < 0 || firstForbidden < streamAt)) return false;
      if (streamAt < 0) break;
      if (streamAt + 'stream'.length + 1 >= text.length && !last) break; // decide with the next chunk
      inStream = true;
      index = streamAt + 'stream'.length;
    }
    // Keep enough of the end to find a keyword or signature cut in two by the chunk boundary.
    carry = inStream ? text.slice(-16) : text.slice(Math.max(index, text.length - 16));
  }
  return true;
}

/** Where the keyword `stream` opens a stream at or after `from` (not the end of `endstream`). */
function findStreamKeyword(text: string, from: number): number {
  let index = from;
  for (;;) {
    const found = text.indexOf('stream', index);
    if (found < 0) return -1;
    const after = text[found + 6];
    if (
      text.slice(Math.max(0, found - 3), found) !== 'end' &&
      (after === '\r' || after === '\n' || after === undefined)
    ) {
      return found;
    }
    index = found + 1;
  }
}
