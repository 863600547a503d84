import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFiles } from '../../../tests/support/fixture-dist';
import { nodeApiRoutes } from '../node/node-ports';
import type { MailTransport } from '../ports';
import { serverSettingsFromEnvironment, type ServerSettings } from '../node/server-settings';
import { createSiteServer } from '../node/site-server';
import { createStaticSite } from '../node/static-files';

export type RunningServer = { origin: string; port: number; distDir: string; server: Server; close(): Promise<void> };

/** Starts the real server (static site and endpoints) on a free port over a temporary dist/. */
export async function startTestServer(
  transport: MailTransport,
  files: Record<string, string>,
  overrides: Partial<ServerSettings> = {},
): Promise<RunningServer> {
  const root = mkdtempSync(join(tmpdir(), 'site-server-'));
  const distDir = join(root, 'dist');
  writeFiles(distDir, files);
  const settings = {
    ...serverSettingsFromEnvironment({}, []),
    distDir,
    uploadDir: root,
    siteOrigin: 'https://www.talvera.example',
    ...overrides,
  };
  const site = createStaticSite(distDir, () => undefined);
  const server = createSiteServer(
    site,
    nodeApiRoutes(
      transport,
      { ...settings, newsletter: { ...settings.newsletter, logFile: join(root, 'newsletter.jsonl') } },
      site,
    ),
    settings,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    distDir,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Sends raw bytes to the server and answers what came back before the connection closed (or
 * `waitMs` passed): for requests no HTTP client would send.
 */
export function rawRequest(port: number, data: string | Buffer, waitMs = 2000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', done);
    socket.on('close', done);
    socket.write(data);
  });
}

/** The status code of a raw HTTP response, or 0 when there was none. */
export const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
