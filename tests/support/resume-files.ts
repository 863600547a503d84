/**
 * Résumés built the way real ones are, of any size, for the e2e tests and the CPU measurements:
 * a PDF with pages of text, a font and a photo (a compressed image stream), and a DOCX whose zip
 * holds the parts Word writes, the text deflated and a photo stored. Their size comes from the
 * photo's bytes, which are random (as compressed data looks), so a 10 MB file costs what a
 * real one costs to check.
 */
import { randomBytes } from 'node:crypto';
import { zipWith } from '../../src/server/__fixtures__/zip';

const PARAGRAPHS = [
  'Chiara Esposito, product designer. Five years designing B2B recruiting tools.',
  'Led the redesign of a job-posting flow used by 400 agencies; cut posting time by half.',
  'Ran interviews with recruiters in Milan and Turin; wrote the design system of the product.',
  'Languages: Italian (native), English (C1). Tools: Figma, HTML, CSS, a little TypeScript.',
];

/** Bytes that look like a JPEG photo: its markers around random (compressed-looking) data. */
function photo(size: number): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const tail = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** A PDF of `pages` pages of text with one photo, `size` bytes in all (at least a few KB). */
export function realisticPdf(size: number, pages = 3): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  const pageIds = Array.from({ length: pages }, (_, index) => 5 + index * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pages)} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const photoIndex = objects.length;
  add(''); // the photo, sized below
  for (let page = 0; page < pages; page += 1) {
    const lines = PARAGRAPHS.map(
      (text, line) => `BT /F1 11 Tf 72 ${String(700 - line * 16)} Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    );
    const content = `q 120 0 0 150 420 620 cm /Im1 Do Q\n${lines.join('\n')}`;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${String(6 + page * 2)} 0 R >>`,
    );
    add(`<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`);
  }

  const assemble = (photoBytes: Buffer) => {
    objects[photoIndex] = Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width 1200 /Height 1500 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${String(photoBytes.length)} >>\nstream\n`,
        'latin1',
      ),
      photoBytes,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]?.length ?? 0;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(offset);
      const object = Buffer.concat([
        Buffer.from(`${String(index + 1)} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      parts.push(object);
      offset += object.length;
    });
    const xref = [
      'xref',
      `0 ${String(objects.length + 1)}`,
      '0000000000 65535 f ',
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${String(objects.length + 1)} /Root 1 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  };
  // The photo's length is written in digits, so the size settles after a second pass.
  let photoSize = 1024;
  for (let pass = 0; pass < 3; pass += 1) photoSize += size - assemble(Buffer.alloc(photoSize)).length;
  const pdf = assemble(photo(photoSize));
  if (pdf.length !== size) throw new Error(`a PDF of ${String(size)} bytes is too small to build`);
  return pdf;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="jpeg" ContentType="image/jpeg"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOCUMENT_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.jpeg"/></Relationships>`;

const CORE_PROPERTIES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>CV</dc:title><dc:creator>Chiara Esposito</dc:creator></cp:coreProperties>`;

function documentXml(paragraphs: number): string {
  const body = Array.from(
    { length: paragraphs },
    (_, index) =>
      `<w:p><w:r><w:t xml:space="preserve">${PARAGRAPHS[index % PARAGRAPHS.length] ?? ''}</w:t></w:r></w:p>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}<w:sectPr/></w:body></w:document>`;
}

/** A .docx with a few pages of text and one photo, `size` bytes in all (at least a few KB). */
export function realisticDocx(size: number): Buffer {
  const parts = (photoBytes: Buffer) =>
    zipWith([
      { name: '[Content_Types].xml', data: CONTENT_TYPES, deflate: true },
      { name: '_rels/.rels', data: PACKAGE_RELATIONSHIPS, deflate: true },
      { name: 'docProps/core.xml', data: CORE_PROPERTIES, deflate: true },
      { name: 'word/document.xml', data: documentXml(120), deflate: true },
      { name: 'word/_rels/document.xml.rels', data: DOCUMENT_RELATIONSHIPS, deflate: true },
      { name: 'word/media/image1.jpeg', data: photoBytes },
    ]);
  const photoSize = size - parts(Buffer.alloc(0)).length;
  const docx = Buffer.from(parts(photo(photoSize)));
  if (docx.length !== size) throw new Error(`a DOCX of ${String(size)} bytes is too small to build`);
  return docx;
}
