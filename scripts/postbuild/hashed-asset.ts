import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `name-<hash>.ext`: the hash is the first 10 hex digits of the content's SHA-256. */
export function hashedFileName(name: string, extension: string, content: string): string {
  return `${name}-${createHash('sha256').update(content, 'utf8').digest('hex').slice(0, 10)}.${extension}`;
}

/**
 * Writes `content` under dist/assets/ with its hash in the name and returns its URL path. The
 * name changes with the content, so `_headers` can let browsers cache /assets/ for good.
 */
export function writeHashedAsset(distDir: string, name: string, extension: string, content: string): string {
  const fileName = hashedFileName(name, extension, content);
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'assets', fileName), content);
  return `/assets/${fileName}`;
}
