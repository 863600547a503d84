import { openSync, closeSync, fstatSync, readSync } from 'node:fs';
import { fileIssue, type ContentIssue } from './issues';

/**
 * The largest content file the compiler reads: about ten times the longest article. Parsing is
 * superlinear on some pathological Markdown and YAML, so this cap is what bounds the time and
 * memory one file can take.
 */
export const MAX_CONTENT_BYTES = 128 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function kibibytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
}

// One buffer for every read: a byte more than the cap, in case the file grew after fstat.
const scratch = Buffer.alloc(MAX_CONTENT_BYTES + 1);

/** A content file's bytes. A file over the cap is refused from its size alone (never read whole). */
export function readContentBytes(absolute: string, file: string): { bytes: Buffer } | { issue: ContentIssue } {
  const descriptor = openSync(absolute, 'r');
  try {
    const { size } = fstatSync(descriptor);
    if (size > MAX_CONTENT_BYTES) {
      const message = `expected a file of at most ${kibibytes(MAX_CONTENT_BYTES)}, found ${kibibytes(size)} (split it, or move pictures and data out of it)`;
      return { issue: fileIssue(file, message) };
    }
    const length = readSync(descriptor, scratch, 0, scratch.length, 0);
    const grown = `expected a file of at most ${kibibytes(MAX_CONTENT_BYTES)}, found a larger one`;
    if (length > MAX_CONTENT_BYTES) return { issue: fileIssue(file, grown) };
    return { bytes: Buffer.from(scratch.subarray(0, length)) };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * A content file's bytes as UTF-8 text, without a byte-order mark: bytes that are not UTF-8 are
 * a placed issue rather than replacement characters in the published page.
 */
export function decodeContent(bytes: Uint8Array, file: string): { text: string } | { issue: ContentIssue } {
  try {
    return { text: utf8.decode(bytes).replace(/^\uFEFF/, '') };
  } catch {
    const message = 'expected text saved as UTF-8, found bytes in another encoding (save the file as UTF-8)';
    return { issue: fileIssue(file, message) };
  }
}
