import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';

const DIST = { 'en/index.html': 'English' };

let site: RunningServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openDescriptors = () => readdirSync('/proc/self/fd').length;
const uploadFolders = (server: RunningServer) =>
  readdirSync(dirname(server.distDir)).filter((name) => name.startsWith('talvera-upload-'));

function openSocket(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  return socket;
}

/** The head of an application post whose résumé part has begun. */
const uploadHead = (port: number, length: number) =>
  `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;

describe('F2: an aborted upload', () => {
  it('F2 releases its descriptor, its temporary file and its upload slot at once', async () => {
    site = await startTestServer(recordingTransport(), DIST, { maxConcurrentUploads: 3 });
    const server = site;
    const descriptorsBefore = openDescriptors();
    const sockets = [0, 1, 2].map(() => openSocket(server.port));
    for (const socket of sockets) {
      socket.write(uploadHead(server.port, 5_000_000));
      socket.write(Buffer.alloc(200_000, 0x41));
    }
    await pause(300);
    expect(uploadFolders(server)).toHaveLength(3);
    for (const socket of sockets) socket.destroy();
    await pause(300);

    expect(uploadFolders(server)).toEqual([]);
    expect(openDescriptors()).toBe(descriptorsBefore);
    // All three slots are free again: three more uploads are taken, not answered 503.
    const answers = await Promise.all(
      [0, 1, 2].map(() => fetch(`${server.origin}/api/application`, { method: 'POST', body: new FormData() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });
});
