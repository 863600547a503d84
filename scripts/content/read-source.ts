import { openSync, closeSync, fstatSync, readSync } from 'node:fs';
import type { ContentIssue } from './issues';

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

/**
 * Reads a content file as UTF-8 text, without a byte-order mark. A file over the cap is refused
 * from its size alone (never read whole), and bytes that are not UTF-8 are a placed issue rather
 * than replacement characters in the published page.
 */
export function readContentFile(absolute: string, file: string): { text: string } | { issue: ContentIssue } {
  const issueAt = (message: string): { issue: ContentIssue } => ({
    issue: { file, line: 1, column: 1, field: '(file)', message },
  });
  const descriptor = openSync(absolute, 'r');
  try {
    const { size } = fstatSync(descriptor);
    if (size > MAX_CONTENT_BYTES) {
      return issueAt(
        `expected a file of at most ${kibibytes(MAX_CONTENT_BYTES)}, found ${kibibytes(size)} (split it, or move pictures and data out of it)`,
      );
    }
    // One byte more than the cap, in case the file grew after fstat.
    const buffer = Buffer.alloc(MAX_CONTENT_BYTES + 1);
    const length = readSync(descriptor, buffer, 0, buffer.length, 0);
    if (length > MAX_CONTENT_BYTES) {
      return issueAt(`expected a file of at most ${kibibytes(MAX_CONTENT_BYTES)}, found a larger one`);
    }
    let text: string;
    try {
      text = utf8.decode(buffer.subarray(0, length));
    } catch {
      return issueAt('expected text saved as UTF-8, found bytes in another encoding (save the file as UTF-8)');
    }
    return { text: text.replace(/^\uFEFF/, '') };
  } finally {
    closeSync(descriptor);
  }
}
