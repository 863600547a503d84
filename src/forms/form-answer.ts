import { z } from 'zod/mini';

/**
 * What the form endpoints answer (README, "Form endpoints"), read leniently: every field is
 * optional, so an older deployment or a proxy's page still gives a sensible outcome.
 */
const answerBodySchema = z.object({
  /** 400: one UI-string key per invalid field; `(body)` when the body could not be read. */
  errors: z.optional(z.record(z.string(), z.string())),
  /** 413: the largest body the endpoint accepts. */
  limitBytes: z.optional(z.number().check(z.positive())),
  /** 429, 503: when to try again. */
  retryAfterSeconds: z.optional(z.number().check(z.nonnegative())),
});

/** What happened to a submission, as the form tells the visitor. */
export type FormAnswer =
  | { kind: 'sent' }
  /** 400 with the server's field messages (UI-string keys, still to be checked against the form). */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** 413; `limitBytes` when the answer gave it. */
  | { kind: 'too-large'; limitBytes: number | undefined }
  /** 429 (`rate-limited`) or 503 (`busy`); `retryAfterSeconds` when the answer or its header gave it. */
  | { kind: 'retry-later'; reason: 'rate-limited' | 'busy'; retryAfterSeconds: number | undefined }
  /** 403: the request came from a copy of the page the server does not trust (cross-origin). */
  | { kind: 'reload' }
  /** 408, a network error or our own timeout: the request did not get through. */
  | { kind: 'unreachable' }
  /** 500, 502 or anything else: the server could not take it. */
  | { kind: 'failed' };

/** A response as the transport saw it. */
export type RawAnswer = { status: number; header: (name: string) => string | null; text: string };

function parseBody(text: string): z.infer<typeof answerBodySchema> {
  try {
    const result = answerBodySchema.safeParse(JSON.parse(text));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}

/**
 * `Retry-After` as seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); undefined
 * when absent or unreadable.
 */
export function retryAfterHeaderSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  // An HTTP date ends in GMT (IMF-fixdate); anything else (`-5`, `soon`) is not one.
  const date = /GMT\s*$/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - now) / 1000));
}

/**
 * Reads an answer: the status says what kind of outcome it is, the body (and `Retry-After`)
 * the details. `sent` says which statuses count as sent (the demo form takes any 2xx, the
 * application only 200). A 400 without readable field messages is `failed`.
 */
export function readFormAnswer(answer: RawAnswer, sent: (status: number) => boolean): FormAnswer {
  const { status } = answer;
  if (sent(status)) return { kind: 'sent' };
  const body = parseBody(answer.text);
  switch (status) {
    case 400:
      return body.errors && Object.keys(body.errors).length > 0
        ? { kind: 'invalid', errors: body.errors }
        : { kind: 'failed' };
    case 403:
      return { kind: 'reload' };
    case 408:
      return { kind: 'unreachable' };
    case 413:
      return { kind: 'too-large', limitBytes: body.limitBytes };
    case 429:
    case 503:
      return {
        kind: 'retry-later',
        reason: status === 429 ? 'rate-limited' : 'busy',
        retryAfterSeconds: body.retryAfterSeconds ?? retryAfterHeaderSeconds(answer.header('Retry-After')),
      };
    default:
      return { kind: 'failed' };
  }
}
