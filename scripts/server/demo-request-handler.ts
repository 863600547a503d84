import { demoRequestSchema, HONEYPOT_FIELD, type DemoRequest } from '../../src/forms/demo-request';
import { fieldErrors } from './field-errors';
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

/** A demo request is a few short fields: 16 KB leaves room for a long message. */
export const DEMO_REQUEST_MAX_BYTES = 16 * 1024;

export function demoRequestMail(request: DemoRequest): OutgoingMail {
  return {
    subject: `Demo request: ${request.company} (${request.employees} employees)`,
    replyTo: request.email,
    text: [
      `Name: ${request.name}`,
      `Email: ${request.email}`,
      `Company: ${request.company}`,
      `Employees: ${request.employees}`,
      `Phone: ${request.phone || '-'}`,
      '',
      request.message || '(no message)',
    ].join('\n'),
  };
}

/**
 * The demo request endpoint, on web-standard Request and Response so that it runs on the local
 * server and as a serverless function alike. It validates with the form's own schema.
 */
export function createDemoRequestHandler(transport: MailTransport) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (mediaType(request) !== 'application/json') return unsupportedMediaType('application/json');

    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(await readBodyWithLimit(request, DEMO_REQUEST_MAX_BYTES)));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge(error.limit);
      return invalidFields({ '(body)': 'demoForm.errors.invalidBody' });
    }

    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return invalidFields({ '(body)': 'demoForm.errors.invalidBody' });
    }
    if ((body as Record<string, unknown>)[HONEYPOT_FIELD]) return accepted();
    const parsed = demoRequestSchema.safeParse(body);
    if (!parsed.success) return invalidFields(fieldErrors(parsed.error));

    try {
      await transport.send(demoRequestMail(parsed.data));
    } catch (error) {
      console.error('Delivering a demo request failed', error);
      return badGateway();
    }
    return accepted();
  };
}
