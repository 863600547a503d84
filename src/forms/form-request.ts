import type { UploadProgress } from './post-form';
import type { SendFormRequest } from './send-form';
import { submitTimeoutMs } from './submit-timeout';

/** What a form sends: built from its validated values by the form (see `useFormController`). */
export type FormRequest = {
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /**
   * The size of what goes up, when the body carries a file: the form then shows the upload's
   * progress and waits longer for the answer (`submitTimeoutMs`). Left out for plain text.
   */
  uploadBytes?: number;
};

/** A JSON body (the demo request). */
export function jsonRequest(values: unknown): FormRequest {
  return { body: JSON.stringify(values), headers: { 'Content-Type': 'application/json' } };
}

/**
 * What `sendForm` gets for a request: an upload reports its progress and has the timeout its
 * size needs; anything else keeps `sendForm`'s flat timeout and no progress listener (which
 * would make a cross-origin request preflighted).
 */
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
