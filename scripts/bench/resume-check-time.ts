/**
 * How long the résumé check takes on 10 MB files, typical and worst case (issue 30: its cost
 * stays bounded). Prints the times; asserts nothing.
 *   node --import tsx scripts/bench/resume-check-time.ts [folder of the core, default src/server]
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import { docxWith } from '../../src/server/__fixtures__/zip';

const MB = 1024 * 1024;
const core = resolve(process.argv[2] ?? 'src/server');
const { hasResumeFormat } = (await import(
  pathToFileURL(`${core}/resume-format.ts`).href
)) as typeof import('../../src/server/resume-format');
const { bytesWindow } = (await import(
  pathToFileURL(`${core}/file-window.ts`).href
)) as typeof import('../../src/server/file-window');

/** A PDF of about `size` bytes made of FlateDecode streams of `content` (each `streamBytes` before deflating). */
function pdf(size: number, content: (length: number) => Buffer, streamBytes: number): Uint8Array {
  const header = Buffer.from('%PDF-1.7\n');
  const parts: Buffer[] = [header];
  let length = header.length;
  for (let object = 1; length < size - 64 * 1024; object += 1) {
    const data = deflateSync(content(streamBytes));
    parts.push(
      Buffer.from(`${object} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    );
    length += data.length + 80;
  }
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return new Uint8Array(Buffer.concat(parts));
}

/** Text operators around random words: compresses about as page text does (roughly 1.3:1 here, worse than real text). */
const text = (length: number) =>
  Buffer.from(`BT /F1 12 Tf 72 712 Td (${randomBytes((length * 3) / 4).toString('base64')}) Tj ET\n`);
const cases: [string, Uint8Array, '.pdf' | '.docx'][] = [
  ['PDF 10 MB, images (incompressible streams)', pdf(10 * MB, (n) => randomBytes(n), 512 * 1024), '.pdf'],
  ['PDF 10 MB, text streams', pdf(10 * MB, text, 1 * MB), '.pdf'],
  ['PDF 10 MB, streams of zeros (bomb-like)', pdf(10 * MB, (n) => Buffer.alloc(n), 64 * MB), '.pdf'],
  [
    'DOCX 10 MB, images (incompressible entries)',
    docxWith(
      Array.from({ length: 10 }, (_, index) => ({
        name: `word/media/image${index}.png`,
        data: randomBytes(MB - 4096),
        deflate: true,
      })),
    ),
    '.docx',
  ],
  [
    'DOCX, 250 MB of zeros declared (bomb within the 256 MB cap)',
    docxWith(
      Array.from({ length: 5 }, (_, index) => ({
        name: `word/media/blank${index}.bin`,
        data: Buffer.alloc(50 * MB),
        deflate: true,
      })),
    ),
    '.docx',
  ],
];

for (const [label, bytes, extension] of cases) {
  const times: number[] = [];
  let verdict = false;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    verdict = await hasResumeFormat(bytesWindow(bytes), extension);
    times.push(performance.now() - started);
  }
  const size = (bytes.length / MB).toFixed(1);
  console.log(`${label} (${size} MB): ${Math.min(...times).toFixed(0)} ms best of 3, accepted: ${String(verdict)}`);
}
