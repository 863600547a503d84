import { demoRequestSchema, HONEYPOT_FIELD, type DemoRequest } from '../../src/forms/demo-request';
import { fieldErrors } from './field-errors';
import { createFormEndpoint, INVALID_BODY } from './form-endpoint';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { accepted, invalidFields } from './responses';

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

/** The demo request endpoint (JSON), validated with the form's own schema. */
export function createDemoRequestHandler(transport: MailTransport) {
  return createFormEndpoint(transport, {
    mediaType: 'application/json',
    maxBytes: DEMO_REQUEST_MAX_BYTES,
    label: 'a demo request',
    read: (bytes) => Promise.resolve(JSON.parse(new TextDecoder().decode(bytes)) as unknown),
    submit: (body) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return Promise.resolve({ response: invalidFields(INVALID_BODY) });
      }
      // A bot filled the field people never see: answer as if sent, send nothing.
      if ((body as Record<string, unknown>)[HONEYPOT_FIELD]) return Promise.resolve({ response: accepted() });
      const parsed = demoRequestSchema.safeParse(body);
      return Promise.resolve(
        parsed.success
          ? { mail: demoRequestMail(parsed.data) }
          : { response: invalidFields(fieldErrors(parsed.error)) },
      );
    },
  });
}
