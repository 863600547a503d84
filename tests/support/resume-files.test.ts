import { describe, expect, it } from 'vitest';
import { bytesWindow } from '../../src/server/file-window';
import { isDocx, isPdf } from '../../src/server/resume-format';
import { realisticDocx, realisticPdf } from './resume-files';

const MB = 1024 * 1024;

describe('realistic résumés', () => {
  it('a PDF of the asked size, with its pages, that passes the structural check', async () => {
    for (const size of [20_000, 10 * MB]) {
      const pdf = realisticPdf(size);
      expect(pdf.length).toBe(size);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.7')).toBe(true);
      expect(text.match(/\/Type \/Page /g)).toHaveLength(3);
      expect(await isPdf(bytesWindow(pdf))).toBe(true);
    }
  });

  it('the PDF check would refuse it with HTML outside its streams (the check is real)', async () => {
    const pdf = realisticPdf(20_000);
    const tampered = Buffer.from(pdf.toString('latin1').replace('/Type /Catalog', '/Type /Catalog <script>'), 'latin1');
    expect(await isPdf(bytesWindow(tampered))).toBe(false);
  });

  it('a DOCX of the asked size, with the parts Word writes, that passes the structural check', async () => {
    for (const size of [20_000, 10 * MB]) {
      const docx = realisticDocx(size);
      expect(docx.length).toBe(size);
      expect(docx.toString('latin1')).toContain('word/media/image1.jpeg');
      expect(await isDocx(bytesWindow(docx))).toBe(true);
    }
  });
});
