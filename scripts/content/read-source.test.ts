import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeContent, MAX_CONTENT_BYTES, readContentBytes } from './read-source';

/** A content file as the compiler reads it: its bytes, then their text. */
function readContentFile(absolute: string, file: string) {
  const read = readContentBytes(absolute, file);
  return 'issue' in read ? read : decodeContent(read.bytes, file);
}

const dir = mkdtempSync(join(tmpdir(), 'read-source-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function fileWith(name: string, bytes: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('readContentFile', () => {
  it('reads UTF-8 text without its byte-order mark', () => {
    expect(readContentFile(fileWith('a.yaml', '\uFEFFa: è\n'), 'a.yaml')).toEqual({ text: 'a: è\n' });
  });

  it('reads a file of exactly the cap', () => {
    const result = readContentFile(fileWith('cap.md', 'x'.repeat(MAX_CONTENT_BYTES)), 'cap.md');
    expect('text' in result && result.text.length).toBe(MAX_CONTENT_BYTES);
  });

  it('refuses a larger file on line 1, by its size', () => {
    const result = readContentFile(fileWith('big.md', 'x'.repeat(10 * 1024 * 1024)), 'big.md');
    expect(result).toEqual({
      issue: {
        file: 'big.md',
        line: 1,
        column: 1,
        field: '(file)',
        message: 'expected a file of at most 128 KB, found 10240 KB (split it, or move pictures and data out of it)',
      },
    });
  });

  it('refuses bytes that are not UTF-8', () => {
    const result = readContentFile(fileWith('latin1.md', Buffer.from([0x61, 0xe8, 0x0a])), 'latin1.md');
    expect(result).toMatchObject({ issue: { line: 1, message: expect.stringContaining('UTF-8') as string } });
  });
});
