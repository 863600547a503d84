import { readFormAnswer, type FormAnswer } from './form-answer';
import { postForm, type UploadProgress } from './post-form';
import { SUBMIT_TIMEOUT_MS } from './submit-timeout';

export type SendFormRequest = {
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`. */
  idempotencyKey: string;
  sent: (status: number) => boolean;
  timeoutMs?: number;
  onUploadProgress?: (progress: UploadProgress) => void;
};

export const isOkStatus = (status: number) => status >= 200 && status < 300;

/** Reads the status and the body; a network error or the timeout is `unreachable`, and logged. */
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
