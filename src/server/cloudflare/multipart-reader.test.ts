import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBodyWithLimit, UnexpectedFilePartError } from '../read-body';
import { formDataMultipartReader } from './multipart-reader';

const limits = { maxBytes: 4096, fileField: 'resume', maxFileBytes: 1024 };
const read = formDataMultipartReader();

const multipart = (form: FormData) =>
  new Request('https://site.example/api/application', { method: 'POST', body: form });

/** A body sent in chunks without Content-Length, as a client may. */
function chunked(size: number, contentType = 'multipart/form-data; boundary=x'): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(1000, size - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request('https://site.example/api/application', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
    duplex: 'half',
  } as RequestInit);
}

describe('formDataMultipartReader', () => {
  it('keeps the first value of each field and the file of the file field', async () => {
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('name', 'Second');
    form.append('resume', new File(['%PDF-1.7 first'], 'CV ü.pdf', { type: 'application/pdf' }));
    const body = await read(multipart(form), limits);
    expect([...body.fields]).toEqual([['name', 'Ada']]);
    expect(body.file).toMatchObject({ filename: 'CV ü.pdf', size: 14, truncated: false });
    expect(body.fileFieldAsText).toBeUndefined();
    const file = body.file;
    if (!file) throw new Error('no file');
    const window = await file.open();
    expect(new TextDecoder().decode(await window.read(0, 8))).toBe('%PDF-1.7');
    expect(window.size).toBe(14);
    await window.close();
    const attachment = file.attachment('Ada_CV.pdf', 'application/pdf');
    expect(attachment).toMatchObject({ filename: 'Ada_CV.pdf', contentType: 'application/pdf' });
    expect('blob' in attachment && (await attachment.blob.text())).toBe('%PDF-1.7 first');
  });

  it('refuses a second file, or a file in another field, instead of dropping the résumé', async () => {
    const second = new FormData();
    second.append('resume', new File(['%PDF-1.7 first'], 'cv.pdf'));
    second.append('resume', new File(['%PDF-1.7 second'], 'cv2.pdf'));
    await expect(read(multipart(second), limits)).rejects.toBeInstanceOf(UnexpectedFilePartError);
    const other = new FormData();
    for (let part = 0; part < 21; part += 1) other.append(`other${String(part)}`, new File(['x'], 'a.pdf'));
    other.append('resume', new File(['%PDF-1.7'], 'cv.pdf'));
    await expect(read(multipart(other), limits)).rejects.toBeInstanceOf(UnexpectedFilePartError);
  });

  it('tells a text part in the file field from a file', async () => {
    const form = new FormData();
    form.append('resume', 'not a file');
    const body = await read(multipart(form), limits);
    expect(body.file).toBeUndefined();
    expect(body.fileFieldAsText).toBe('not a file');
  });

  it('marks a file over its limit as truncated', async () => {
    const form = new FormData();
    form.append('resume', new File([new Uint8Array(1025)], 'cv.pdf'));
    expect((await read(multipart(form), limits)).file).toMatchObject({ size: 1025, truncated: true });
  });

  it('cuts a field at 64 KB and keeps 100 fields, as busboy does on the Node server', async () => {
    const form = new FormData();
    form.append('message', 'é'.repeat(40_000));
    for (let field = 0; field < 120; field += 1) form.append(`f${String(field)}`, 'x');
    const body = await read(multipart(form), { ...limits, maxBytes: 1_000_000 });
    expect(new TextEncoder().encode(body.fields.get('message')).byteLength).toBe(64 * 1024);
    expect(body.fields.size).toBe(100);
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const request = new Request('https://site.example/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '4097' },
      body: new ReadableStream(),
      duplex: 'half',
    } as RequestInit);
    await expect(read(request, limits)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });

  it('counts a body sent without Content-Length and stops at the limit', async () => {
    await expect(read(chunked(60 * 1024 * 1024), limits)).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readBodyWithLimit(chunked(4096), 4096)).resolves.toHaveProperty('byteLength', 4096);
  });

  it('rejects a body that is not multipart', async () => {
    await expect(read(chunked(100), limits)).rejects.not.toBeInstanceOf(BodyTooLargeError);
    await expect(read(chunked(100, 'multipart/form-data'), limits)).rejects.toThrow();
  });
});
