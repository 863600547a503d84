// The pages' security headers on every /api/* answer (src/server/cloudflare/page-headers.ts).
export { onApiMiddleware as onRequest } from '../../src/server/cloudflare/page-headers';
