import type { AddressInfo } from 'node:net';
import { serverSettingsFromEnvironment } from '../../src/server/node/server-settings';
import { createSiteServer } from '../../src/server/node/site-server';
import { createStaticSite } from '../../src/server/node/static-files';

/**
 * The static side of `npm start` (no form endpoints, default limits) over `distDir`, on a free
 * port of loopback: what a benchmark's browser loads pages from.
 */
export async function serveDist(distDir: string): Promise<{ origin: string; close: () => void }> {
  const server = createSiteServer(createStaticSite(distDir), new Map(), serverSettingsFromEnvironment({}, []));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}
