import { readFormAnswer, type FormAnswer } from './form-answer';
import { postForm, type UploadProgress } from './post-form';
import { SUBMIT_TIMEOUT_MS } from './submit-timeout';

export type SendFormRequest = {
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** The retry-safe key of this content (see `IdempotencyKey`), sent as `Idempotency-Key`. */
  idempotencyKey: string;
  /** Which statuses count as sent: any 2xx for the demo form, only 200 for the application. */
  sent: (status: number) => boolean;
  /** The flat 15 s unless the body is large (`submitTimeoutMs`). */
  timeoutMs?: number;
  onUploadProgress?: (progress: UploadProgress) => void;
};

/** Any 2xx: what the demo form counts as sent. */
export const isOkStatus = (status: number) => status >= 200 && status < 300;

/**
 * POSTs a form and reads its answer: the status and the body, not only the status. A network
 * error or the timeout is `unreachable` and is logged, as the specification asks.
 */
export async function sendForm(url: string, request: SendFormRequest): Promise<FormAnswer> {
  const result = await postForm(url, {
    body: request.body,
    headers: { ...request.headers, 'Idempotency-Key': request.idempotencyKey },
    timeoutMs: request.timeoutMs ?? SUBMIT_TIMEOUT_MS,
    ...(request.onUploadProgress ? { onUploadProgress: request.onUploadProgress } : {}),
  });
  if (result.outcome === 'answered') return readFormAnswer(result.answer, request.sent);
  console.error(`Sending the form failed: ${result.outcome === 'timeout' ? 'no answer in time' : 'network error'}`);
  return { kind: 'unreachable' };
}
