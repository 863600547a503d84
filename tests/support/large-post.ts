import { request as httpRequest } from 'node:http';

export type LargePostAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * Posts `size` bytes of a multipart body to `url`, declared with Content-Length or sent chunked
 * without one, in 1 MB writes, and settles with the answer as soon as it comes: a server that
 * refuses the body answers before it has all arrived, and may close the connection then (the
 * writes that fail after the answer are not an error).
 */
export function postLargeBody(
  url: string,
  size: number,
  { chunked, headers = {} }: { chunked: boolean; headers?: Record<string, string> },
): Promise<LargePostAnswer> {
  const boundary = 'large-post-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }),
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        request.destroy();
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const write = () => {
      if (answered || request.destroyed) return;
      if (sent === 0) {
        request.write(head);
        sent += head.length;
      }
      while (sent < size - tail.length) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - tail.length - sent));
        sent += part.length;
        if (!request.write(part)) {
          request.once('drain', write);
          return;
        }
      }
      request.end(tail);
    };
    write();
  });
}
