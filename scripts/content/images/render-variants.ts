import { ENCODERS, type VariantFile } from './picture-plan';
import { MAX_PICTURE_PIXELS } from './source-picture';

/**
 * Makes one variant of a photograph: turned upright (EXIF orientation), cut to the variant's
 * shape around its centre, resized, converted to sRGB and encoded; metadata (camera, place) is
 * dropped. Rejects when the picture cannot be decoded.
 */
export async function renderVariant(source: Buffer, file: VariantFile): Promise<Buffer> {
  // Loaded with the first picture to make: a native library slow to load, and most runs find every picture in the cache.
  const { default: sharp } = await import('sharp');
  const image = sharp(source, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_PICTURE_PIXELS })
    .resize({ width: file.width, height: file.height, fit: 'cover', position: 'centre' })
    .toColourspace('srgb');
  switch (file.format) {
    case 'avif':
      return image.avif(ENCODERS.avif).toBuffer();
    case 'webp':
      return image.webp(ENCODERS.webp).toBuffer();
    case 'jpeg':
      return image.jpeg(ENCODERS.jpeg).toBuffer();
  }
}
