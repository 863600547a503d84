import { gzipSync } from 'node:zlib';

/** Bytes of `body` once gzipped at the highest level, as a CDN would serve it. */
export const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).byteLength;
