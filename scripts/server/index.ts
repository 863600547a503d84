/**
 * `npm start`'s server: dist/ as the CDN would serve it, and the form endpoints, on one port.
 * Usage: tsx scripts/server [--port 4173]   (PORT works too)
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { sendWebResponse, toWebRequest } from './node-adapter';
import { serveStatic } from './static-files';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 4173));
const distDir = join(process.cwd(), 'dist');
const origin = `http://localhost:${port}`;

const server = createServer((incoming, outgoing) => {
  const request = toWebRequest(incoming, origin);
  Promise.resolve(serveStatic(distDir, request))
    .then((response) => sendWebResponse(response, outgoing))
    .catch((error: unknown) => {
      console.error(error);
      outgoing.statusCode = 500;
      outgoing.end('Internal error');
    });
});

server.listen(port, () => {
  console.log(`Serving dist/ on ${origin}`);
});
