import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes of `body` once gzipped at the highest level, as a CDN would serve it. */
export const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).byteLength;

/**
 * Bytes of `body` once compressed with brotli at the highest quality, as a host that compresses
 * static files ahead of time serves them to browsers that ask for `br`.
 */
export const brotliSize = (body: Buffer | string) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  }).byteLength;
