import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PUBLISHED_PICTURES } from '../../../src/content/schemas/common';
import type { ContentIssue } from '../issues';
import type { ContentPaths } from '../paths';
import { pictureCacheDir } from '../build-cache-dir';
import { writeAtomically } from '../write-atomically';
import type { PictureJob } from './picture-jobs';
import { planPicture } from './picture-plan';
import { renderVariant } from './render-variants';
import { sourcePicture } from './source-picture';

/** The folder of public/ the variants are published in (git-ignored, rewritten by every run). */
export function publishedDir(paths: ContentPaths): string {
  return join(paths.publicDir, ...PUBLISHED_PICTURES.split('/').filter(Boolean));
}

/**
 * The image step, after a successful compile: makes the AVIF, WebP and JPEG variants of every
 * photograph in `jobs` that the cache does not hold yet (a cover named by 2,000 articles is one
 * job), then publishes exactly the current ones under public/images/_/, from where every build
 * copies them into dist/. Nothing is published when a picture cannot be decoded. Returns the
 * problems (a picture that cannot be decoded), and how many files it made or found made.
 */
export async function publishPictures(
  jobs: readonly PictureJob[],
  paths: ContentPaths,
  // Slow to refill when deleted: AVIF encoding is most of the image step's time.
  cacheDir = pictureCacheDir(paths.root),
): Promise<{ issues: ContentIssue[]; made: number; cached: number }> {
  // The cache of processed pictures: files named by their variant's key, width and format.
  mkdirSync(cacheDir, { recursive: true });
  const issues: ContentIssue[] = [];
  const needed = new Map<string, string>();
  let made = 0;
  let cached = 0;
  for (const job of jobs) {
    const source = resolve(paths.publicDir, `.${decodeURI(job.src)}`);
    const picture = sourcePicture(source);
    if (typeof picture === 'string') throw new Error(`${job.src} was published unchecked: ${picture}`);
    const { files } = planPicture(job.src, picture.sourceHash, job.slot);
    const missing = files.filter((file) => !existsSync(join(cacheDir, file.cacheName)));
    if (missing.length > 0) {
      const bytes = readFileSync(source);
      try {
        const rendered = await Promise.all(
          missing.map(async (file) => ({ file, out: await renderVariant(bytes, file) })),
        );
        for (const { file, out } of rendered) writeAtomically(join(cacheDir, file.cacheName), out);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        const message = `expected a picture that can be decoded, found one that cannot (${reason}); export it again`;
        issues.push({ file: paths.relative(source), line: 1, column: 1, field: '(picture)', message });
        continue;
      }
    }
    made += missing.length;
    cached += files.length - missing.length;
    for (const file of files) needed.set(file.name, file.cacheName);
  }
  if (issues.length > 0) return { issues, made, cached };
  // The published folder holds exactly `needed` (name → cache name), copying only what is new.
  const dir = publishedDir(paths);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!needed.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
  }
  // A name holds the hash of the source and the settings: a file already there is the right one.
  for (const [name, cacheName] of needed) {
    const target = join(dir, name);
    if (!existsSync(target)) writeAtomically(target, readFileSync(join(cacheDir, cacheName)));
  }
  return { issues, made, cached };
}
