import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../__fixtures__/test-server';
import { recordingTransport } from '../__fixtures__/transports';
import { serverSettingsFromEnvironment } from './server-settings';

const DIST = { 'en/index.html': 'English' };

let site: RunningServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `condition` holds (the machine may be slow), for at most `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await pause(20);
}
const openDescriptors = () => readdirSync('/proc/self/fd').length;
const uploadFolders = (server: RunningServer) =>
  readdirSync(dirname(server.distDir)).filter((name) => name.startsWith('talvera-upload-'));

function openSocket(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  return socket;
}

const connectionsOf = (server: RunningServer) =>
  new Promise<number>((resolve, reject) => {
    server.server.getConnections((error, count) => {
      if (error) reject(error);
      else resolve(count);
    });
  });

/** The head of an application post whose résumé part has begun. */
const uploadHead = (port: number, length: number) =>
  `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;

describe('an aborted upload', () => {
  it('releases its descriptor, its temporary file and its upload slot at once', async () => {
    site = await startTestServer(recordingTransport(), DIST, { maxConcurrentUploads: 3, maxUploadsPerClient: 3 });
    const server = site;
    const descriptorsBefore = openDescriptors();
    const sockets = [0, 1, 2].map(() => openSocket(server.port));
    for (const socket of sockets) {
      socket.write(uploadHead(server.port, 5_000_000));
      socket.write(Buffer.alloc(200_000, 0x41));
    }
    await until(() => uploadFolders(server).length === 3);
    expect(uploadFolders(server)).toHaveLength(3);
    for (const socket of sockets) socket.destroy();
    await until(() => uploadFolders(server).length === 0 && openDescriptors() === descriptorsBefore);

    expect(uploadFolders(server)).toEqual([]);
    expect(openDescriptors()).toBe(descriptorsBefore);
    // All three slots are free again: three more uploads are taken, not answered 503.
    const answers = await Promise.all(
      [0, 1, 2].map(() => fetch(`${server.origin}/api/application`, { method: 'POST', body: new FormData() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });
});

describe('pipelined requests', () => {
  const BIG_PAGE = { ...DIST, 'en/big.html': 'x'.repeat(1024 * 1024) };

  it('answers pipelined requests in order, one at a time, with one file open per connection', async () => {
    site = await startTestServer(recordingTransport(), { ...BIG_PAGE, 'it/index.html': 'Italiano' });
    const server = site;
    const socket = openSocket(server.port);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    socket.write(get('/en/big.html') + get('/it/') + get('/en/') + get('/nope/'));
    await until(() => Buffer.concat(received).toString('latin1').includes('Not found'));
    socket.destroy();
    const text = Buffer.concat(received).toString('latin1');
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '200', '200', '404']);
    expect(text.indexOf('Italiano')).toBeLessThan(text.indexOf('English'));
    expect(server.server.maxRequestsPerSocket).toBeGreaterThan(0);
  });

  it('opens no file ahead of the answer being sent, and closes a connection that queues too many', async () => {
    site = await startTestServer(recordingTransport(), BIG_PAGE);
    const server = site;
    const descriptorsBefore = openDescriptors();
    const socket = openSocket(server.port);
    // The client never reads its answers (so it would not notice its connection closing either).
    socket.pause();
    socket.write(`GET /en/big.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(200));
    let peak = 0;
    for (let sample = 0; sample < 40; sample += 1) {
      await pause(10);
      peak = Math.max(peak, openDescriptors() - descriptorsBefore);
    }
    expect(peak).toBeLessThan(10);
    expect(await connectionsOf(server)).toBe(0);
    socket.destroy();
  });
});

describe('connections', () => {
  /** Opens a connection from `localAddress`; resolves whether the server kept it for 200 ms. */
  async function kept(port: number, localAddress = '127.0.0.1'): Promise<{ socket: Socket; open: boolean }> {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => undefined);
    const state = { open: true };
    socket.on('close', () => {
      state.open = false;
    });
    socket.write('GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await until(() => !state.open, 500);
    return { socket, open: state.open };
  }

  it('closes connections past the per-client cap, while another client still connects', async () => {
    site = await startTestServer(recordingTransport(), DIST, { maxConnectionsPerClient: 3 });
    const server = site;
    const held = await Promise.all([0, 1, 2].map(() => kept(server.port)));
    expect(held.map((connection) => connection.open)).toEqual([true, true, true]);
    const fourth = await kept(server.port);
    expect(fourth.open).toBe(false);
    const other = await kept(server.port, '127.0.0.2');
    expect(other.open).toBe(true);
    for (const connection of [...held, other]) connection.socket.destroy();
  });

  it('closes connections past the server-wide cap', async () => {
    site = await startTestServer(recordingTransport(), DIST, { maxConnections: 4, maxConnectionsPerClient: 0 });
    const server = site;
    const held = await Promise.all([1, 2, 3, 4].map((host) => kept(server.port, `127.0.0.${host}`)));
    expect(held.every((connection) => connection.open)).toBe(true);
    expect((await kept(server.port, '127.0.0.5')).open).toBe(false);
    for (const connection of held) connection.socket.destroy();
  });

  it('answers 408 to headers that do not arrive within headersTimeout, and keeps idle keep-alive connections past it', async () => {
    site = await startTestServer(recordingTransport(), DIST, { headersTimeoutMs: 600, keepAliveTimeoutMs: 3000 });
    const server = site;
    const slow = openSocket(server.port);
    const answer: Buffer[] = [];
    slow.on('data', (chunk: Buffer) => answer.push(chunk));
    slow.write('GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await pause(1500);
    expect(Buffer.concat(answer).toString()).toMatch(/^HTTP\/1\.1 408/);
    slow.destroy();

    const idle = openSocket(server.port);
    const replies: Buffer[] = [];
    idle.on('data', (chunk: Buffer) => replies.push(chunk));
    const get = 'GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    idle.write(get);
    await pause(1200);
    idle.write(get);
    await pause(200);
    expect(
      Buffer.concat(replies)
        .toString()
        .match(/HTTP\/1\.1 200/g),
    ).toHaveLength(2);
    idle.destroy();
  });

  it('defaults: headers within 12 s, keep-alive above a proxy idle timeout of 60 s', () => {
    const settings = serverSettingsFromEnvironment({}, []);
    expect(settings.headersTimeoutMs).toBe(12_000);
    expect(settings.keepAliveTimeoutMs).toBe(65_000);
    expect(settings.maxConnections).toBeGreaterThan(0);
    expect(settings.maxConnectionsPerClient).toBeGreaterThan(0);
  });
});

describe('slow bodies', () => {
  /** Sends `head`, then `piece` every `everyMs`; resolves what came back within `waitMs`. */
  async function trickle(port: number, head: string, piece: string, everyMs: number, waitMs: number) {
    const socket = openSocket(port);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.write(head);
    const timer = setInterval(() => socket.write(piece), everyMs);
    await pause(waitMs);
    clearInterval(timer);
    socket.destroy();
    return Buffer.concat(received).toString();
  }

  it('answers 503 to a third concurrent upload from one client, and takes another client’s upload', async () => {
    site = await startTestServer(recordingTransport(), DIST);
    const server = site;
    const held = [0, 1].map(() => openSocket(server.port));
    for (const socket of held) socket.write(uploadHead(server.port, 100_000));
    await until(() => uploadFolders(server).length === 2);
    const third = await fetch(`${server.origin}/api/application`, { method: 'POST', body: new FormData() });
    expect(third.status).toBe(503);
    expect(await third.json()).toMatchObject({ error: 'busy' });

    const other = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    const answer: Buffer[] = [];
    other.on('data', (chunk: Buffer) => answer.push(chunk));
    other.write(
      `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 6\r\nConnection: close\r\n\r\n--x--\r\n`,
    );
    await pause(300);
    expect(Buffer.concat(answer).toString()).toMatch(/^HTTP\/1\.1 400/);
    for (const socket of [...held, other]) socket.destroy();
  });

  it('cuts an upload that arrives slower than the minimum rate with 408', async () => {
    site = await startTestServer(recordingTransport(), DIST, {
      minBodyBytesPerSecond: 1000,
      bodyRateWindowMs: 300,
    });
    // 10 bytes every 50 ms: 200 bytes per second, never idle.
    const answer = await trickle(site.port, uploadHead(site.port, 100_000), 'x'.repeat(10), 50, 900);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a small JSON body that trickles past its short total deadline with 408', async () => {
    site = await startTestServer(recordingTransport(), DIST, { jsonRequestTimeoutMs: 400, minBodyBytesPerSecond: 1 });
    const head = `POST /api/demo-request HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
    const answer = await trickle(site.port, head, ' ', 50, 900);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('defaults: 2 uploads per client, 1 KB/s over 20 s, 15 s for a JSON body', () => {
    const settings = serverSettingsFromEnvironment({}, []);
    expect(settings.maxUploadsPerClient).toBe(2);
    expect(settings.minBodyBytesPerSecond).toBe(1024);
    expect(settings.bodyRateWindowMs).toBe(20_000);
    expect(settings.jsonRequestTimeoutMs).toBe(15_000);
  });
});

describe('disk', () => {
  it('answers 503 before writing when the outbox disk has less free space than the floor', async () => {
    const transport = recordingTransport();
    site = await startTestServer(transport, DIST, { minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const response = await fetch(`${site.origin}/api/demo-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Giulia Rossi', email: 'giulia@acme.example', company: 'Acme', employees: '11-50' }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'busy' });
    expect(transport.mails).toEqual([]);
  });

  it('refuses applications past the client’s daily byte budget with 429', async () => {
    site = await startTestServer(recordingTransport(), DIST, { applicationBytesPerClientPerDay: 2000 });
    const server = site;
    const post = () => {
      const form = new FormData();
      form.append('name', 'x'.repeat(700));
      return fetch(`${server.origin}/api/application`, { method: 'POST', body: form });
    };
    expect((await post()).status).toBe(400);
    expect((await post()).status).toBe(400);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(80_000);
  });

  it('defaults: a free-space floor and a daily byte budget per client', () => {
    const settings = serverSettingsFromEnvironment({}, []);
    expect(settings.minFreeDiskBytes).toBe(256 * 1024 * 1024);
    expect(settings.applicationBytesPerClientPerDay).toBe(100 * 1024 * 1024);
  });
});

describe('refused uploads', () => {
  it('closes a refused upload whose body drains slower than the minimum rate', async () => {
    site = await startTestServer(recordingTransport(), DIST, {
      maxConcurrentUploads: 1,
      minBodyBytesPerSecond: 1000,
      bodyRateWindowMs: 300,
    });
    const server = site;
    const holder = openSocket(server.port);
    holder.write(uploadHead(server.port, 100_000));
    await until(() => uploadFolders(server).length === 1);

    const refused = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    refused.on('error', () => undefined);
    const state = { open: true, answer: '' };
    refused.on('data', (chunk: Buffer) => {
      state.answer += chunk.toString();
    });
    refused.on('close', () => {
      state.open = false;
    });
    refused.write(uploadHead(server.port, 100_000));
    const trickle = setInterval(() => refused.write('x'), 50);
    await until(() => !state.open, 2000);
    clearInterval(trickle);
    expect(state.answer).toMatch(/^HTTP\/1\.1 503/);
    expect(state.open).toBe(false);
    refused.destroy();
    holder.destroy();
  });
});
