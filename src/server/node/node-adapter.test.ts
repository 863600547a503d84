import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { webBody } from './node-adapter';

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);

afterEach(() => {
  process.off('uncaughtException', record);
  uncaught.length = 0;
});

describe('webBody', () => {
  it('gives the request body as a web stream', async () => {
    const request = new PassThrough();
    const body = webBody(request as unknown as IncomingMessage);
    request.end('name=Nora');
    expect(await new Response(body).text()).toBe('name=Nora');
  });

  it('delivers nothing more once a handler has cancelled it mid-read (a body past its limit)', async () => {
    process.on('uncaughtException', record);
    for (let round = 0; round < 5; round++) {
      const request = new PassThrough();
      const reader = webBody(request as unknown as IncomingMessage).getReader();
      // More than the web stream queues: the rest waits in the stream it is read through.
      for (let chunk = 0; chunk < 10; chunk++) request.write(Buffer.alloc(64 * 1024));
      await sleep(2);
      // Reading asks for more (a resume, on the next tick), and the handler cancels at once.
      void reader.read();
      void reader.read();
      await reader.cancel();
      request.write(Buffer.alloc(64 * 1024));
      await sleep(2);
    }
    expect(uncaught).toEqual([]);
  });
});
