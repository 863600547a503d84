/**
 * `npm start`'s server: dist/ as the CDN would serve it, and the form endpoints, on one port.
 * Usage: npm run serve -- [--port 4173]   (PORT works too)
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { apiRoutes } from './api-routes';
import { mailTransportFromEnvironment } from './mail-transport';
import { sendWebResponse, toWebRequest } from './node-adapter';
import { serveStatic } from './static-files';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 4173));
const distDir = join(process.cwd(), 'dist');
const origin = `http://localhost:${port}`;

const api = apiRoutes(mailTransportFromEnvironment());

const server = createServer((incoming, outgoing) => {
  const request = toWebRequest(incoming, origin);
  const handler = api.get(new URL(request.url).pathname);
  Promise.resolve(handler ? handler(request) : serveStatic(distDir, request))
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
