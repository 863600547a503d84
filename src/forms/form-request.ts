import type { UploadProgress } from './post-form';
import type { SendFormRequest } from './send-form';
import { submitTimeoutMs } from './submit-timeout';

export type FormRequest = {
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** When the body carries a file: the form shows progress and waits longer for the answer. */
  uploadBytes?: number;
};

export function jsonRequest(values: unknown): FormRequest {
  return { body: JSON.stringify(values), headers: { 'Content-Type': 'application/json' } };
}

/** Only an upload gets a progress listener (it makes a cross-origin request preflighted) and a size-based timeout. */
export function sendFormRequest(
  request: FormRequest,
  idempotencyKey: string,
  sent: (status: number) => boolean,
  onUploadProgress: (progress: UploadProgress) => void,
): SendFormRequest {
  const { body, headers, uploadBytes } = request;
  return {
    body,
    ...(headers ? { headers } : {}),
    idempotencyKey,
    sent,
    ...(uploadBytes === undefined ? {} : { timeoutMs: submitTimeoutMs(uploadBytes), onUploadProgress }),
  };
}
