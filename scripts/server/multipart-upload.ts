import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { StorageError } from './form-endpoint';
import { BodyTooLargeError } from './read-body';

/** The one file kept from a multipart body, streamed to a temporary file. */
export type UploadedFile = {
  /** The name the client gave, as sent (sanitise before use). */
  filename: string;
  path: string;
  /** Bytes written; when `truncated`, the file was larger than the limit and only its start is kept. */
  size: number;
  truncated: boolean;
};

export type MultipartBody = {
  /** The first value of each text field (a repeated field keeps its first value). */
  fields: Map<string, string>;
  /** The first file sent in the file field, if any. */
  file?: UploadedFile;
  /** The file field was sent as a text part instead of a file. */
  fileFieldAsText?: string;
  /** Removes the temporary file; call once the answer is known. */
  dispose(): void;
};

type Options = {
  /** The whole body's limit (413 past it, while it arrives). */
  maxBytes: number;
  /** The field whose file is kept; files in other fields are read and dropped. */
  fileField: string;
  /** The file's limit: past it the file is marked truncated and the rest is dropped. */
  maxFileBytes: number;
  /** Where the temporary folder for the file is made. */
  uploadDir: string;
};

/**
 * Reads a multipart/form-data body as it arrives, with busboy: text fields are kept (each up
 * to 64 KB, at most 100 of them), the first file of `fileField` goes to a temporary file, and
 * nothing else is buffered, so memory does not grow with the file's size or with the number
 * of uploads in flight. Rejects with BodyTooLargeError past `maxBytes`, and with an Error for a
 * body that is not multipart.
 */
export async function readMultipart(request: Request, options: Options): Promise<MultipartBody> {
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
      files: 20,
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
        return;
      }
      try {
        tempDir = mkdtempSync(join(options.uploadDir, 'talvera-upload-'));
      } catch (error) {
        stream.resume();
        reject(new StorageError(String(error)));
        return;
      }
      const kept: UploadedFile = {
        filename: info.filename ?? '',
        path: join(tempDir, 'file'),
        size: 0,
        truncated: false,
      };
      file = kept;
      const target = createWriteStream(kept.path, { flags: 'wx' });
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
      // A body cut inside the file fails the file stream ("Unexpected end of form"): a bad body;
      // only the disk failing is a storage error.
      const written = pipeline(stream, target).catch((error: unknown) => {
        throw storageFailed ? new StorageError(String(error)) : error;
      });
      written.catch(() => undefined);
      writes.push(written);
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
