import { describe, expect, it } from 'vitest';
import { zipWith } from './__fixtures__/zip';
import { detectResumeFormat } from './resume-format';

const encode = (text: string) => new TextEncoder().encode(text);

/** Concatenates bytes and latin-1 strings (one byte per character) into one byte array. */
function bytes(...parts: (string | ArrayLike<number>)[]): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => Array.from(typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  );
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A tiny PDF, as a CV upload would carry. */
const PDF = encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Word 97-2003 document: the OLE2 compound-file signature and some padding. */
const DOC = bytes(OLE2, [0x00, 0x00, 0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff]);
/** A stand-in for a .docx: a zip whose entries include word/document.xml. */
const DOCX = zipWith([
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: 'word/document.xml', data: '<w:document/>' },
]);
/** A zip that is a spreadsheet, not a Word document. */
const XLSX = zipWith([{ name: '[Content_Types].xml' }, { name: 'xl/workbook.xml' }]);
/** A plain zip archive. */
const ZIP = zipWith([{ name: 'photos/holiday.jpg', data: 'jpeg' }]);
/** A Windows executable (DOS header). */
const EXE = bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00], 'This program cannot be run in DOS mode.');

describe('detectResumeFormat', () => {
  it('detects a PDF by its %PDF- signature', () => {
    expect(detectResumeFormat(PDF)).toBe('.pdf');
  });

  it('detects a Word 97-2003 document by its OLE2 signature', () => {
    expect(detectResumeFormat(DOC)).toBe('.doc');
  });

  it('detects a Word document as a zip holding word/ entries', () => {
    expect(detectResumeFormat(DOCX)).toBe('.docx');
  });

  it('finds word/ anywhere in the zip, not only in the first entry', () => {
    const padded = zipWith([{ name: '[Content_Types].xml', data: 'x'.repeat(5000) }, { name: 'word/document.xml' }]);
    expect(detectResumeFormat(padded)).toBe('.docx');
  });

  it.each([
    ['a spreadsheet zip', XLSX],
    ['a zip of photos', ZIP],
    ['a zip local header alone', bytes('PK\x03\x04')],
  ])('rejects %s, a zip that is not a Word document', (_label, file) => {
    expect(detectResumeFormat(file)).toBeUndefined();
  });

  it('rejects "word/" that is not inside a zip', () => {
    expect(detectResumeFormat(encode('word/document.xml'))).toBeUndefined();
  });

  it('rejects an executable', () => {
    expect(detectResumeFormat(EXE)).toBeUndefined();
  });

  it('rejects a text file, even one that mentions %PDF- after its start', () => {
    expect(detectResumeFormat(encode('Giulia Rossi\nCurriculum vitae\n'))).toBeUndefined();
    expect(detectResumeFormat(encode(' %PDF-1.4\n'))).toBeUndefined();
  });

  it('rejects an empty file', () => {
    expect(detectResumeFormat(new Uint8Array())).toBeUndefined();
  });

  it('rejects truncated signatures', () => {
    expect(detectResumeFormat(encode('%PDF'))).toBeUndefined();
    expect(detectResumeFormat(bytes(OLE2.slice(0, 7)))).toBeUndefined();
    expect(detectResumeFormat(bytes('PK\x03'))).toBeUndefined();
  });

  it('reads the signature from the bytes, whatever the name would say', () => {
    expect(detectResumeFormat(PDF.subarray(1))).toBeUndefined();
    expect(detectResumeFormat(bytes(EXE, PDF))).toBeUndefined();
  });

  // A substring search for "word/" would let "password/" or "keyword/" pass a plain zip off as Word.
  it('rejects a zip whose only "word/" is part of another folder name (password/)', () => {
    expect(
      detectResumeFormat(zipWith([{ name: 'password/notes.txt' }, { name: 'keyword/document.xml' }])),
    ).toBeUndefined();
  });
});
