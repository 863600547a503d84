import { demoRequestSchema, type DemoRequest } from '../forms/demo-request';
import type { EndpointOptions } from './form-endpoint';
import { createJsonFormEndpoint } from './json-form-endpoint';
import type { MailTransport, OutgoingMail } from './ports';
import { headerText, multiLine, singleLine } from './mail-text';

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

export function createDemoRequestHandler(transport: MailTransport, options: EndpointOptions = {}) {
  return createJsonFormEndpoint(
    transport,
    {
      label: 'a demo request',
      invalidBodyKey: DEMO_INVALID_BODY,
      maxBytes: DEMO_REQUEST_MAX_BYTES,
      schema: demoRequestSchema,
      submit: (request) => ({ mail: demoRequestMail(request) }),
    },
    options,
  );
}
