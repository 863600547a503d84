import { bytesWindow } from '../file-window';
import type { MultipartBody, MultipartLimits, MultipartReader, UploadedFile } from '../ports';
import { readBodyWithLimit, UnexpectedFilePartError } from '../read-body';

/** The Node reader's limits (busboy's), so that both adapters keep the same parts of a body. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

/** The runtime's `formData()` once the size is within the limit; keeps what the Node reader keeps. */
export function formDataMultipartReader(): MultipartReader {
  return async (request: Request, limits: MultipartLimits): Promise<MultipartBody> => {
    // Read whole within the limit first: an isolate has 128 MB, and formData() has no limit of its own.
    const body = await readBodyWithLimit(request, limits.maxBytes);
    const form = await new Response(body, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    }).formData();
    const fields = new Map<string, string>();
    let file: UploadedFile | undefined;
    let fileFieldAsText: string | undefined;
    for (const [name, value] of form) {
      if (typeof value !== 'string') {
        if (name !== limits.fileField || file) throw new UnexpectedFilePartError(name);
        file = {
          filename: value.name,
          size: value.size,
          truncated: value.size > limits.maxFileBytes,
          open: async () => ({
            ...bytesWindow(new Uint8Array(await value.arrayBuffer())),
            close: () => Promise.resolve(),
          }),
          attachment: (filename, contentType) => ({ filename, contentType, blob: value }),
        };
      } else if (name === limits.fileField) {
        fileFieldAsText ??= value;
      } else if (!fields.has(name) && fields.size < MAX_FIELDS) {
        fields.set(name, truncate(value));
      }
    }
    return { fields, file, fileFieldAsText, dispose: () => undefined };
  };
}

function truncate(value: string): string {
  if (value.length * 3 <= MAX_FIELD_BYTES) return value;
  const bytes = new TextEncoder().encode(value);
  if (bytes.byteLength <= MAX_FIELD_BYTES) return value;
  return new TextDecoder().decode(bytes.subarray(0, MAX_FIELD_BYTES)).replace(/\uFFFD$/, '');
}
