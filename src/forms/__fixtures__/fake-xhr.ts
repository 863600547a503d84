import type { UploadProgress } from '../post-form';

type UploadEvent = { loaded: number; total: number; lengthComputable: boolean };

/**
 * A stand-in for XMLHttpRequest in unit tests (vitest runs in Node, which has none): it records
 * what was sent and lets the test play the network's part.
 */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  responseType = '';
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners = new Map<string, ((event: UploadEvent) => void)[]>();
  upload = {
    addEventListener: (type: string, listener: (event: UploadEvent) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    if (url.startsWith('bad:')) throw new SyntaxError('Invalid URL');
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  /** An upload event: `loadstart`, `progress` or `load`. */
  progress({ loaded, total }: UploadProgress, type: 'loadstart' | 'progress' | 'load' = 'progress') {
    for (const listener of this.uploadListeners.get(type) ?? [])
      listener({ loaded, total: total ?? 0, lengthComputable: total !== undefined });
  }
  /** The server answered. */
  answer(status: number, text = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.fire('load');
  }
  fire(type: 'load' | 'error' | 'abort' | 'timeout') {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
