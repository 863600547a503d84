export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** A lying or missing Content-Length cannot make the server buffer more than `limit`. */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

export class RequestTimeoutError extends Error {
  constructor(readonly kind: 'idle' | 'total') {
    super(kind === 'idle' ? 'The request body stopped arriving' : 'The request took too long to arrive');
  }
}

/** Refused (400) rather than dropped, so that no résumé is lost unseen. */
export class UnexpectedFilePartError extends Error {
  constructor(field: string) {
    super(`Unexpected file part in field ${JSON.stringify(field)}`);
  }
}

/** The server could not keep what it received (a full disk): 500, not the visitor's fault. */
export class StorageError extends Error {}
