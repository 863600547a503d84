import type { RawAnswer } from './form-answer';

/** How much of the body has gone up; `total` is undefined when the browser does not know it. */
export type UploadProgress = { loaded: number; total: number | undefined };

export type PostRequest = {
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Give up after this long without an answer (see `submitTimeoutMs`). */
  timeoutMs: number;
  /** Called as the body goes up; only for uploads, as it makes a cross-origin request preflighted. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

/** The answer, or why there is none. */
export type PostResult =
  { outcome: 'answered'; answer: RawAnswer } | { outcome: 'network-error' } | { outcome: 'timeout' };

/**
 * POSTs a body with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not). Resolves, never rejects: a network error, an abort or the timeout is an outcome.
 */
export function postForm(url: string, request: PostRequest): Promise<PostResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    try {
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.timeout = request.timeoutMs;
      xhr.responseType = 'text';
      const { onUploadProgress } = request;
      if (onUploadProgress) {
        const report = (event: ProgressEvent) => {
          onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
        };
        // `loadstart` gives the size before the first byte leaves; some browsers skip the last
        // `progress` event, and `load` says the whole body is up.
        for (const type of ['loadstart', 'progress', 'load'] as const) xhr.upload.addEventListener(type, report);
      }
      xhr.addEventListener('load', () => {
        resolve({
          outcome: 'answered',
          answer: { status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText },
        });
      });
      xhr.addEventListener('error', () => {
        resolve({ outcome: 'network-error' });
      });
      xhr.addEventListener('abort', () => {
        resolve({ outcome: 'network-error' });
      });
      xhr.addEventListener('timeout', () => {
        resolve({ outcome: 'timeout' });
      });
      xhr.send(request.body);
    } catch {
      // open() or send() throw for a malformed URL or a forbidden header: nothing was sent.
      resolve({ outcome: 'network-error' });
    }
  });
}
