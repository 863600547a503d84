import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPaths, type ContentPaths } from '../paths';
import type { PictureJob } from './picture-jobs';
import { publishedDir, publishPictures } from './publish-pictures';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with nothing but public/, and a cache folder of its own. */
function project(): { paths: ContentPaths; cacheDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'publish-pictures-'));
  roots.push(root);
  return { paths: contentPaths(root), cacheDir: join(root, 'cache') };
}

async function addPicture(paths: ContentPaths, sitePath: string, background: string): Promise<void> {
  const file = join(paths.publicDir, sitePath);
  mkdirSync(dirname(file), { recursive: true });
  await sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .jpeg()
    .toFile(file);
}

const ADA: PictureJob = { slot: 'avatar', src: '/images/authors/ada.jpg' };
const BO: PictureJob = { slot: 'avatar', src: '/images/authors/bo.jpg' };

describe('publishPictures', () => {
  it('makes AVIF, WebP and JPEG variants in the slot’s shape and publishes them under public/images/_/', async () => {
    const { paths, cacheDir } = project();
    await addPicture(paths, ADA.src, '#6366f1');
    const result = await publishPictures([ADA], paths, cacheDir);
    expect(result).toEqual({ issues: [], made: 7, cached: 0 });
    const published = readdirSync(publishedDir(paths)).sort();
    expect(published.map((name) => name.replace(/-[0-9a-f]{12}-/, '-<key>-'))).toEqual(
      [
        'ada-<key>-144.avif',
        'ada-<key>-144.webp',
        'ada-<key>-48.avif',
        'ada-<key>-48.webp',
        'ada-<key>-96.avif',
        'ada-<key>-96.jpg',
        'ada-<key>-96.webp',
      ].sort(),
    );
    for (const name of published) {
      const metadata = await sharp(join(publishedDir(paths), name)).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(name)?.[1]);
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        name.endsWith('.avif') ? 'heif' : name.endsWith('.webp') ? 'webp' : 'jpeg',
        width,
        width,
      ]);
    }
  });

  it('makes a picture once: the same bytes named twice, or built again, come from the cache', async () => {
    const { paths, cacheDir } = project();
    await addPicture(paths, ADA.src, '#6366f1');
    await addPicture(paths, '/images/other/ada-again.jpg', '#6366f1');
    const again: PictureJob = { slot: 'avatar', src: '/images/other/ada-again.jpg' };
    expect(await publishPictures([ADA, again], paths, cacheDir)).toEqual({ issues: [], made: 7, cached: 7 });
    expect(await publishPictures([ADA, again], paths, cacheDir)).toEqual({ issues: [], made: 0, cached: 14 });
    // Deleting the cache is safe: the next run makes everything again.
    rmSync(cacheDir, { recursive: true });
    expect(await publishPictures([ADA], paths, cacheDir)).toEqual({ issues: [], made: 7, cached: 0 });
  });

  it('makes a changed picture again under new names and publishes only the current ones', async () => {
    const { paths, cacheDir } = project();
    await addPicture(paths, ADA.src, '#6366f1');
    await addPicture(paths, BO.src, '#0d9488');
    await publishPictures([ADA, BO], paths, cacheDir);
    const before = readdirSync(publishedDir(paths));
    await addPicture(paths, ADA.src, '#f59e0b');
    expect(await publishPictures([ADA], paths, cacheDir)).toEqual({ issues: [], made: 7, cached: 0 });
    const after = readdirSync(publishedDir(paths));
    expect(after).toHaveLength(7);
    expect(after.filter((name) => before.includes(name))).toEqual([]);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('reports a picture whose header is sound but whose data is cut, and publishes nothing', async () => {
    const { paths, cacheDir } = project();
    await addPicture(paths, ADA.src, '#6366f1');
    const file = join(paths.publicDir, ADA.src);
    writeFileSync(file, readFileSync(file).subarray(0, 400));
    const result = await publishPictures([ADA], paths, cacheDir);
    expect(result.issues).toEqual([
      expect.objectContaining({
        file: 'public/images/authors/ada.jpg',
        line: 1,
        column: 1,
        field: '(picture)',
        message: expect.stringMatching(/^expected a picture that can be decoded, found one that cannot/) as string,
      }),
    ]);
    expect(existsSync(publishedDir(paths))).toBe(false);
  });
});
