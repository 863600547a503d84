import { z } from 'zod/mini';

/** The endpoints' answers, read leniently so an older deployment or a proxy's page still gives a sensible outcome. */
const answerBodySchema = z.object({
  /** 400: one UI-string key per invalid field; `(body)` when the body could not be read. */
  errors: z.optional(z.record(z.string(), z.string())),
  limitBytes: z.optional(z.number().check(z.positive())),
  /** 429, 503: when to try again. */
  retryAfterSeconds: z.optional(z.number().check(z.nonnegative())),
});

export type FormAnswer =
  | { kind: 'sent' }
  /** 400 with the server's field messages (UI-string keys, still to be checked against the form). */
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'too-large'; limitBytes: number | undefined }
  /** 429 (`rate-limited`) or 503 (`busy`); `retryAfterSeconds` when the answer or its header gave it. */
  | { kind: 'retry-later'; reason: 'rate-limited' | 'busy'; retryAfterSeconds: number | undefined }
  /** 403: the request came from a copy of the page the server does not trust (cross-origin). */
  | { kind: 'reload' }
  | { kind: 'unreachable' }
  | { kind: 'failed' };

export type RawAnswer = { status: number; header: (name: string) => string | null; text: string };

function parseBody(text: string): z.infer<typeof answerBodySchema> {
  try {
    const result = answerBodySchema.safeParse(JSON.parse(text));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}

/** `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterHeaderSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  // An HTTP date ends in GMT; anything else (`-5`, `soon`) is not one.
  const date = /GMT\s*$/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - now) / 1000));
}

/** The status says the kind of outcome, the body and `Retry-After` the details; a 400 without field messages is `failed`. */
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
