import { buildSync } from 'esbuild';
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

/** A small browser script of src/ bundled on its own (for the static pages without the app). */
export function bundleBrowserScript(entry: string): string {
  const result = buildSync({
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    define: { 'import.meta.env': '{}' },
  });
  const text = result.outputFiles[0]?.text;
  if (text === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return text;
}
