import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The `_headers` file (Netlify / Cloudflare Pages). Files under /assets/ carry a content hash
 * in their name, so they can be cached forever; pages must be revalidated to pick up deploys.
 * Keep the /assets/ path in step with Vite's `build.assetsDir` (its default).
 */
export function headersFile(): string {
  return [
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/*',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '',
  ].join('\n');
}

export function writeHeaders(distDir: string): void {
  writeFileSync(join(distDir, '_headers'), headersFile());
}
