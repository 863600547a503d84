import { IDEMPOTENCY_KEY } from './idempotency';
import type { IdempotencyStore, MailTransport, OutgoingMail } from './ports';
import { BodyTooLargeError, RequestTimeoutError, StorageError } from './read-body';
import {
  accepted,
  crossOrigin,
  invalidFields,
  methodNotAllowed,
  payloadTooLarge,
  requestTimeout,
  storageFailed,
  unsupportedMediaType,
} from './responses';

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export type Submission = { mail: OutgoingMail } | { response: Response };

type FormEndpoint<Body> = {
  mediaType: string;
  /** Names the submission in the server log when storing it fails. */
  label: string;
  /** The UI-string key answered, under `(body)`, for a body that cannot be read at all. */
  invalidBodyKey: string;
  /** Throws BodyTooLargeError (413), RequestTimeoutError (408), anything else (400). */
  read(request: Request): Promise<Body>;
  /** Another fingerprint under a used Idempotency-Key is another request (422). */
  fingerprint(body: Body): Promise<string>;
  submit(body: Body): Promise<Submission>;
  dispose?(body: Body): void | Promise<void>;
};

export type EndpointOptions = {
  /** Origins allowed besides the request's own (the configured site origin). */
  allowedOrigins?: readonly string[];
  idempotency?: IdempotencyStore;
};

/** A body that could not be read for its size (413), its pace (408) or the disk (500); else undefined. */
export function readFailure(error: unknown): Response | undefined {
  if (error instanceof BodyTooLargeError) return payloadTooLarge(error.limit);
  if (error instanceof RequestTimeoutError) return requestTimeout();
  if (error instanceof StorageError) return storageFailed();
  return undefined;
}

/** Requests without `Origin` (curl, tests) pass. */
export function isCrossOrigin(request: Request, allowedOrigins: readonly string[] = []): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && !allowedOrigins.includes(origin);
}

/** POST (405), same-site (403), Idempotency-Key (400), media type (415), size (413), schema (400), mail (500). */
export function createFormEndpoint<Body>(
  transport: MailTransport,
  endpoint: FormEndpoint<Body>,
  options: EndpointOptions = {},
) {
  const invalidBody = () => invalidFields({ '(body)': endpoint.invalidBodyKey });

  async function submit(body: Body): Promise<Response> {
    const submission = await endpoint.submit(body);
    if ('response' in submission) return submission.response;
    try {
      await transport.send(submission.mail);
    } catch (error) {
      console.error(`Storing ${endpoint.label} failed`, error);
      return storageFailed();
    }
    return accepted();
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (isCrossOrigin(request, options.allowedOrigins)) return crossOrigin();
    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) return invalidBody();
    if (mediaType(request) !== endpoint.mediaType) return unsupportedMediaType(endpoint.mediaType);
    let body: Body;
    try {
      body = await endpoint.read(request);
    } catch (error) {
      return readFailure(error) ?? invalidBody();
    }
    try {
      if (key === null || !options.idempotency) return await submit(body);
      // The body is read first, so that a repeat with another body can be told apart.
      const fingerprint = await endpoint.fingerprint(body);
      return await options.idempotency.run(`${endpoint.label}\n${key}`, () => submit(body), fingerprint);
    } finally {
      await endpoint.dispose?.(body);
    }
  };
}
