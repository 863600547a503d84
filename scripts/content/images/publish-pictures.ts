import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PUBLISHED_PICTURES } from '../../../src/content/schemas/common';
import type { ContentIssue } from '../issues';
import type { ContentPaths } from '../paths';
import { pictureCacheDir } from '../build-cache-dir';
import { writeAtomically } from '../write-atomically';
import type { PictureJob } from './picture-jobs';
import { planPicture, type VariantFile } from './picture-plan';
import { renderVariant } from './render-variants';
import { sourcePicture } from './source-picture';

/** What a run did: problems (a picture that cannot be decoded), and how many files it made or found made. */
export type PublishResult = { issues: ContentIssue[]; made: number; cached: number };

/** The folder of public/ the variants are published in (git-ignored, rewritten by every run). */
export function publishedDir(paths: ContentPaths): string {
  return join(paths.publicDir, ...PUBLISHED_PICTURES.split('/').filter(Boolean));
}

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** Makes the files of one photograph that the cache lacks; an issue when it cannot be decoded. */
async function makeMissing(source: string, files: readonly VariantFile[], cacheDir: string, paths: ContentPaths) {
  const bytes = readFileSync(source);
  try {
    const rendered = await Promise.all(files.map(async (file) => ({ file, bytes: await renderVariant(bytes, file) })));
    for (const { file, bytes: output } of rendered) writeAtomically(join(cacheDir, file.cacheName), output);
    return undefined;
  } catch (error) {
    return {
      file: paths.relative(source),
      line: 1,
      column: 1,
      field: '(picture)',
      message: `expected a picture that can be decoded, found one that cannot (${describeError(error)}); export it again`,
    };
  }
}

/** Makes the published folder hold exactly `needed` (name → cache name), copying only what is new. */
function syncPublished(dir: string, needed: ReadonlyMap<string, string>, cacheDir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!needed.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
  }
  // A name holds the hash of the source and the settings: a file already there is the right one.
  for (const [name, cacheName] of needed) {
    const target = join(dir, name);
    if (!existsSync(target)) writeAtomically(target, readFileSync(join(cacheDir, cacheName)));
  }
}

/**
 * The image step, after a successful compile: makes the AVIF, WebP and JPEG variants of every
 * photograph in `jobs` that the cache does not hold yet (a cover named by 2,000 articles is one
 * job), then publishes exactly the current ones under public/images/_/, from where every build
 * copies them into dist/. Nothing is published when a picture cannot be decoded.
 */
export async function publishPictures(
  jobs: readonly PictureJob[],
  paths: ContentPaths,
  // Slow to refill when deleted: AVIF encoding is most of the image step's time.
  cacheDir = pictureCacheDir(paths.root),
): Promise<PublishResult> {
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
    const issue = missing.length > 0 ? await makeMissing(source, missing, cacheDir, paths) : undefined;
    if (issue) {
      issues.push(issue);
      continue;
    }
    made += missing.length;
    cached += files.length - missing.length;
    for (const file of files) needed.set(file.name, file.cacheName);
  }
  if (issues.length === 0) syncPublished(publishedDir(paths), needed, cacheDir);
  return { issues, made, cached };
}
