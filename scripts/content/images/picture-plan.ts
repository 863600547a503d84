import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { PUBLISHED_PICTURES } from '../../../src/content/schemas/common';
import { PICTURE_SLOTS, type PictureSlot, type PictureVariants } from '../../../src/content/schemas/picture';

/** The formats made of every photograph, with their encoder settings. */
export const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
} as const;

export type PictureFormat = keyof typeof ENCODERS;

/**
 * LOUD: bump when the processing changes in a way the settings do not show (another resize
 * kernel, metadata kept…). It is part of every variant's name, so each is made again.
 */
const PIPELINE_VERSION = 1;

/** sharp's version, read without loading its native library (its exports hide package.json; the entry is lib/index.js). */
const SHARP_VERSION = (
  JSON.parse(
    readFileSync(join(dirname(createRequire(import.meta.url).resolve('sharp')), '..', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

/** One file the build makes of a photograph. */
export type VariantFile = {
  /** The file's name under /images/_/: the source's name, the key, the width. */
  name: string;
  /** Its name in the cache, without the source's name: the same bytes are made once, whatever they are called. */
  cacheName: string;
  format: PictureFormat;
  width: number;
  height: number;
};

/** Everything made of one photograph for one place: the files, and what the page reads. */
export type PicturePlan = { files: VariantFile[]; variants: PictureVariants };

/** A readable, srcset-safe start for the files' names: the source's name in [a-z0-9-]. */
function stemOf(src: string): string {
  const name = posix
    .basename(src)
    .replace(/\.[^.]*$/, '')
    .toLowerCase();
  return (
    name
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'picture'
  );
}

/**
 * The key of a photograph's variants for a slot: a hash of the source's bytes (its `sourceHash`)
 * and of every setting that shapes the output, so changing either gives new names, and the same
 * picture named by 2,000 articles is made once.
 */
export function variantKey(sourceHash: string, slot: PictureSlot): string {
  const settings = JSON.stringify({ slot: PICTURE_SLOTS[slot], ENCODERS, PIPELINE_VERSION, SHARP_VERSION });
  return createHash('sha256').update(sourceHash).update(settings).digest('hex').slice(0, 12);
}

/** The files a photograph at site path `src` (whose bytes hash to `sourceHash`) is made into for `slot`. */
export function planPicture(src: string, sourceHash: string, slot: PictureSlot): PicturePlan {
  const stem = stemOf(src);
  const key = variantKey(sourceHash, slot);
  const [ratioWidth, ratioHeight] = PICTURE_SLOTS[slot].aspectRatio;
  const srcset = (files: readonly VariantFile[]) =>
    files.map((file) => `${PUBLISHED_PICTURES}${file.name} ${file.width}w`).join(', ');
  const file = (format: PictureFormat, width: number): VariantFile => ({
    name: `${stem}-${key}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    cacheName: `${key}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    format,
    width,
    height: Math.round((width * ratioHeight) / ratioWidth),
  });
  const { widths, fallbackWidth } = PICTURE_SLOTS[slot];
  const avif = widths.map((width) => file('avif', width));
  const webp = widths.map((width) => file('webp', width));
  const fallback = file('jpeg', fallbackWidth);
  return {
    files: [...avif, ...webp, fallback],
    variants: {
      avif: srcset(avif),
      webp: srcset(webp),
      src: `${PUBLISHED_PICTURES}${fallback.name}`,
      width: fallback.width,
      height: fallback.height,
    },
  };
}

/** The widest the slot's variants are: a photograph must be at least this wide once cut to its shape. */
export function requiredWidth(slot: PictureSlot): number {
  return Math.max(...PICTURE_SLOTS[slot].widths, PICTURE_SLOTS[slot].fallbackWidth);
}

/** How wide a `width` × `height` photograph is once cut to the slot's shape (a tall one loses height, a wide one width). */
export function widthOnceCut(slot: PictureSlot, width: number, height: number): number {
  const [ratioWidth, ratioHeight] = PICTURE_SLOTS[slot].aspectRatio;
  return Math.min(width, Math.floor((height * ratioWidth) / ratioHeight));
}
