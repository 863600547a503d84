import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

/** A photograph's source is refused above this size: it is the camera's file, not one for the web. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** …and above this many pixels, which a small but huge PNG could reach (decoding needs 4 bytes a pixel). */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** A JPEG's or PNG's format and size as shown (after its EXIF orientation). */
export type PictureHeader = { format: 'jpeg' | 'png'; width: number; height: number };

/** A source photograph as the compiler sees it: its header, and the hash of its bytes. */
export type SourcePicture = { header: PictureHeader; sourceHash: string };

const inspected = new Map<string, { stamp: string; result: SourcePicture | string }>();

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The format and size of a JPEG or PNG from its header (image-size: the compiler is synchronous
 * and runs before any picture is decoded), or what is wrong with it in a writer's words.
 */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | string {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch (error) {
    return /corrupt|invalid/i.test(String(error))
      ? 'a picture whose header is damaged or cut short'
      : 'a file that is neither a JPEG nor a PNG (its first bytes are not a picture’s)';
  }
  if (size.type !== 'jpg' && size.type !== 'png')
    return `a ${String(size.type).toUpperCase()} file, neither a JPEG nor a PNG`;
  const format = size.type === 'jpg' ? 'jpeg' : 'png';
  if (!size.width || !size.height) return 'a picture without a size';
  // Orientations 5–8 turn the picture a quarter: it is shown with width and height swapped.
  const turned = (size.orientation ?? 1) >= 5;
  return { format, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

function inspect(file: string, size: number): SourcePicture | string {
  if (size > MAX_PICTURE_BYTES) return `a picture of at most ${megabytes(MAX_PICTURE_BYTES)}, found ${megabytes(size)}`;
  const bytes = readFileSync(file);
  const header = readPictureHeader(bytes);
  if (typeof header === 'string') return `a JPEG or PNG picture, found ${header}`;
  if (header.width * header.height > MAX_PICTURE_PIXELS) {
    return `a picture of at most ${MAX_PICTURE_PIXELS / 1_000_000} megapixels, found ${header.width} × ${header.height} px`;
  }
  return { header, sourceHash: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The source photograph at `file`, or what is wrong with it ("expected …, found …" without
 * "expected"). Remembered while the file's size and time are the same, so a cover shared by
 * 2,000 articles is read and hashed once per run (and once per change in `npm run dev`).
 */
export function sourcePicture(file: string): SourcePicture | string {
  const { size, mtimeMs } = statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  const known = inspected.get(file);
  if (known?.stamp === stamp) return known.result;
  const result = inspect(file, size);
  inspected.set(file, { stamp, result });
  return result;
}
