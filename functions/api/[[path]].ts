// Every /api/* request, handed to the Cloudflare adapter (src/server/cloudflare/pages-api.ts).
export { onApiRequest as onRequest } from '../../src/server/cloudflare/pages-api';
