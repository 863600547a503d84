import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { MultipartBody, MultipartLimits, MultipartReader, UploadedFile } from '../ports';
import { BodyTooLargeError, StorageError, UnexpectedFilePartError } from '../read-body';
import { openFileWindow } from './open-file-window';

export function nodeMultipartReader(uploadDir: string): MultipartReader {
  return (request, limits) => readMultipart(request, limits, uploadDir);
}

/** busboy: fields kept (64 KB each, 100 at most), the file streamed to disk, nothing else buffered. */
async function readMultipart(request: Request, options: MultipartLimits, uploadDir: string): Promise<MultipartBody> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) throw new BodyTooLargeError(options.maxBytes);

  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;
  let fileFieldAsText: string | undefined;
  let tempDir: string | undefined;
  const dispose = () => {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    tempDir = undefined;
  };
  const writes: Promise<void>[] = [];

  const parser = busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    defParamCharset: 'utf8',
    limits: {
      fieldSize: 64 * 1024,
      fields: 100,
      fieldNameSize: 200,
      // The one résumé: a second file makes busboy emit 'filesLimit', which refuses the body.
      files: 1,
      parts: 200,
      headerPairs: 20,
      // busboy marks a file truncated when it reaches the limit: one byte more tells "larger" apart.
      fileSize: options.maxFileBytes + 1,
    },
  });

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      if (name === options.fileField) fileFieldAsText ??= value;
      else if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => undefined);
      if (name !== options.fileField || file) {
        stream.resume();
        reject(new UnexpectedFilePartError(name));
        return;
      }
      try {
        tempDir = mkdtempSync(join(uploadDir, 'talvera-upload-'));
      } catch (error) {
        stream.resume();
        reject(new StorageError(String(error)));
        return;
      }
      const path = join(tempDir, 'file');
      const kept: UploadedFile = {
        filename: info.filename ?? '',
        size: 0,
        truncated: false,
        open: () => openFileWindow(path),
        attachment: (name, contentType) => ({ filename: name, contentType, path }),
      };
      file = kept;
      const target = createWriteStream(path, { flags: 'wx' });
      let storageFailed = false;
      target.on('error', () => {
        storageFailed = true;
      });
      stream.on('data', (chunk: Buffer) => {
        kept.size += chunk.length;
      });
      stream.on('limit', () => {
        kept.truncated = true;
      });
      // A body cut inside the file is a bad body; only the disk failing is a storage error.
      const written = pipeline(stream, target).catch((error: unknown) => {
        throw storageFailed ? new StorageError(String(error)) : error;
      });
      written.catch(() => undefined);
      writes.push(written);
    });
    parser.on('filesLimit', () => {
      reject(new UnexpectedFilePartError(options.fileField));
    });
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  // Awaited below; until then a rejection must not count as unhandled.
  const state = { failed: false };
  parsed.catch(() => {
    state.failed = true;
  });

  try {
    const reader = request.body?.getReader();
    let size = 0;
    if (reader) {
      while (!state.failed) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw new BodyTooLargeError(options.maxBytes);
        }
        if (!parser.write(value)) {
          await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), parsed]);
        }
      }
    }
    parser.end();
    await parsed;
    await Promise.all(writes);
    return { fields, file, fileFieldAsText, dispose };
  } catch (error) {
    parser.destroy();
    await Promise.allSettled(writes);
    dispose();
    throw error;
  }
}
