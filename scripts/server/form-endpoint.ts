import type { MailTransport, OutgoingMail } from './mail-transport';
import { BodyTooLargeError, readBodyWithLimit } from './read-body';
import {
  accepted,
  badGateway,
  invalidFields,
  methodNotAllowed,
  payloadTooLarge,
  unsupportedMediaType,
} from './responses';

/** The media type of a request, lower-cased and without parameters such as charset. */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The UI-string key answered for a body that cannot be read at all (shared by both forms). */
export const INVALID_BODY = { '(body)': 'demoForm.errors.invalidBody' };

/** What a form's own step makes of a readable body: the mail to send, or the answer to give now. */
export type Submission = { mail: OutgoingMail } | { response: Response };

type FormEndpoint<Body> = {
  /** The only media type accepted, e.g. application/json. */
  mediaType: string;
  /** The largest body read; a larger one is refused with 413 while it arrives. */
  maxBytes: number;
  /** Names the submission in the server log when delivery fails. */
  label: string;
  /** Turns the raw bytes into the body; throwing means the body is unreadable (400). */
  read(bytes: Uint8Array<ArrayBuffer>, request: Request): Promise<Body>;
  /** Validates the body with the form's schema and composes the mail. */
  submit(body: Body): Promise<Submission>;
};

/**
 * The steps every form endpoint shares, on web-standard Request and Response so that it runs
 * on the local server and as a serverless function alike: POST only (405), one media type
 * (415), a size limit enforced while reading (413), an unreadable body (400), then the form's
 * own validation, and delivery (502 when the mail cannot be sent, 200 when it was).
 */
export function createFormEndpoint<Body>(transport: MailTransport, endpoint: FormEndpoint<Body>) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (mediaType(request) !== endpoint.mediaType) return unsupportedMediaType(endpoint.mediaType);

    let body: Body;
    try {
      body = await endpoint.read(await readBodyWithLimit(request, endpoint.maxBytes), request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge(error.limit);
      return invalidFields(INVALID_BODY);
    }

    const submission = await endpoint.submit(body);
    if ('response' in submission) return submission.response;
    try {
      await transport.send(submission.mail);
    } catch (error) {
      console.error(`Delivering ${endpoint.label} failed`, error);
      return badGateway();
    }
    return accepted();
  };
}
