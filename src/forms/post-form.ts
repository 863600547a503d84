import type { RawAnswer } from './form-answer';

/** `total` is undefined when the browser does not know it. */
export type UploadProgress = { loaded: number; total: number | undefined };

export type PostRequest = {
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Only for uploads: it makes a cross-origin request preflighted. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

export type PostResult =
  { outcome: 'answered'; answer: RawAnswer } | { outcome: 'network-error' } | { outcome: 'timeout' };

/** XMLHttpRequest: the one browser API that reports upload progress. Never rejects: every failure is an outcome. */
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
        // Some browsers skip the last `progress`; `load` says the whole body is up.
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
      // A malformed URL or a forbidden header: nothing was sent.
      resolve({ outcome: 'network-error' });
    }
  });
}
