import { demoRequestSchema, HONEYPOT_FIELD, type DemoRequest } from '../../src/forms/demo-request';
import { fieldErrors } from './field-errors';
import { createFormEndpoint, type EndpointOptions } from './form-endpoint';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { headerText, multiLine, singleLine } from './mail-text';
import { readBodyWithLimit } from './read-body';
import { accepted, invalidFields } from './responses';

/** A demo request is a few short fields: 16 KB leaves room for a long message. */
export const DEMO_REQUEST_MAX_BYTES = 16 * 1024;
export const DEMO_INVALID_BODY = 'demoForm.errors.invalidBody';

/** The mail for a demo request; single-line values cannot add lines, nor encoded words to the Subject. */
export function demoRequestMail(request: DemoRequest): OutgoingMail {
  return {
    subject: `Demo request: ${headerText(request.company)} (${request.employees} employees)`,
    replyTo: request.email,
    text: [
      `Name: ${singleLine(request.name)}`,
      `Email: ${singleLine(request.email)}`,
      `Company: ${singleLine(request.company)}`,
      `Employees: ${request.employees}`,
      `Phone: ${singleLine(request.phone) || '-'}`,
      '',
      multiLine(request.message) || '(no message)',
    ].join('\n'),
  };
}

/** The demo request endpoint (JSON), validated with the form's own schema. */
export function createDemoRequestHandler(transport: MailTransport, options: EndpointOptions = {}) {
  return createFormEndpoint(
    transport,
    {
      mediaType: 'application/json',
      label: 'a demo request',
      invalidBodyKey: DEMO_INVALID_BODY,
      read: async (request) =>
        JSON.parse(new TextDecoder().decode(await readBodyWithLimit(request, DEMO_REQUEST_MAX_BYTES))) as unknown,
      submit: (body) => {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          return Promise.resolve({ response: invalidFields({ '(body)': DEMO_INVALID_BODY }) });
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
    },
    options,
  );
}
