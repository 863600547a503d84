import type { z, ZodMiniType } from 'zod/mini';
import { HONEYPOT_FIELD } from '../forms/demo-request';
import { sha256Hex } from './body-fingerprint';
import { fieldErrors } from './field-errors';
import { createFormEndpoint, type EndpointOptions, type Submission } from './form-endpoint';
import type { MailTransport } from './ports';
import { readBodyWithLimit } from './read-body';
import { accepted, invalidFields } from './responses';

type JsonForm<Schema extends ZodMiniType> = {
  label: string;
  /** The UI-string key answered, under `(body)`, for a body that is not one JSON object. */
  invalidBodyKey: string;
  maxBytes: number;
  schema: Schema;
  submit(data: z.infer<Schema>): Submission | Promise<Submission>;
};

/** A filled honeypot is answered as if sent, with nothing sent. */
export function createJsonFormEndpoint<Schema extends ZodMiniType>(
  transport: MailTransport,
  form: JsonForm<Schema>,
  options: EndpointOptions = {},
) {
  return createFormEndpoint(
    transport,
    {
      mediaType: 'application/json',
      label: form.label,
      invalidBodyKey: form.invalidBodyKey,
      read: async (request) =>
        JSON.parse(new TextDecoder().decode(await readBodyWithLimit(request, form.maxBytes))) as unknown,
      fingerprint: (body) => sha256Hex(JSON.stringify(body)),
      async submit(body): Promise<Submission> {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          return { response: invalidFields({ '(body)': form.invalidBodyKey }) };
        }
        if ((body as Record<string, unknown>)[HONEYPOT_FIELD]) return { response: accepted() };
        const parsed = form.schema.safeParse(body);
        return parsed.success ? await form.submit(parsed.data) : { response: invalidFields(fieldErrors(parsed.error)) };
      },
    },
    options,
  );
}
