/** A JPEG's or PNG's format and size as shown (after its EXIF orientation), read from its header. */
export type PictureHeader = { format: 'jpeg' | 'png'; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Start-of-frame markers, which hold the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** The EXIF orientation (1–8) in an APP1 segment's body, or 1 when it has none. */
function exifOrientation(bytes: Buffer, start: number, end: number): number {
  if (end - start < 14 || bytes.toString('latin1', start, start + 6) !== 'Exif\0\0') return 1;
  const tiff = start + 6;
  const order = bytes.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const directory = tiff + u32(tiff + 4);
  if (directory + 2 > end) return 1;
  const count = u16(directory);
  for (let index = 0; index < count; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) === 0x0112) {
      const orientation = u16(entry + 8);
      return orientation >= 1 && orientation <= 8 ? orientation : 1;
    }
  }
  return 1;
}

function jpegHeader(bytes: Buffer): PictureHeader | string {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'a JPEG whose header is damaged';
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return 'a JPEG without its size before the image data';
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return 'a JPEG whose header is cut short';
    if (marker === 0xe1) orientation = Math.max(orientation, exifOrientation(bytes, offset + 4, end));
    if (isStartOfFrame(marker)) {
      if (length < 7) return 'a JPEG whose header is cut short';
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      if (width === 0 || height === 0) return 'a JPEG without a size';
      // Orientations 5–8 turn the picture a quarter: it is shown with width and height swapped.
      return orientation >= 5 ? { format: 'jpeg', width: height, height: width } : { format: 'jpeg', width, height };
    }
    offset = end;
  }
  return 'a JPEG whose header is cut short';
}

function pngHeader(bytes: Buffer): PictureHeader | string {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return 'a PNG whose header is damaged';
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) return 'a PNG without a size';
  return { format: 'png', width, height };
}

/**
 * The format and size of a JPEG or PNG from its bytes (no decoder: the compiler runs before
 * any picture is processed), or what is wrong with it in a writer's words: a file whose bytes
 * are neither ("a text file renamed .jpg") or whose header is damaged.
 */
export function readPictureHeader(bytes: Buffer): PictureHeader | string {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHeader(bytes);
  return 'a file that is neither a JPEG nor a PNG (its first bytes are not a picture’s)';
}
