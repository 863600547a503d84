import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPictureHeader } from './source-picture';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#6366f1' } });
}

describe('readPictureHeader', () => {
  it('reads the size of a JPEG and of a PNG', async () => {
    expect(readPictureHeader(await solid(640, 336).jpeg().toBuffer())).toEqual({
      format: 'jpeg',
      width: 640,
      height: 336,
    });
    expect(readPictureHeader(await solid(300, 200).png().toBuffer())).toEqual({
      format: 'png',
      width: 300,
      height: 200,
    });
  });

  it('gives a JPEG turned a quarter by its EXIF orientation its shown size', async () => {
    const turned = await solid(640, 336).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(readPictureHeader(turned)).toEqual({ format: 'jpeg', width: 336, height: 640 });
    const upsideDown = await solid(640, 336).jpeg().withMetadata({ orientation: 3 }).toBuffer();
    expect(readPictureHeader(upsideDown)).toEqual({ format: 'jpeg', width: 640, height: 336 });
  });

  it('refuses a file that is not a JPEG or PNG, whatever its name', async () => {
    expect(readPictureHeader(Buffer.from('<html><script>alert(1)</script></html>'))).toMatch(
      /neither a JPEG nor a PNG/,
    );
    expect(readPictureHeader(Buffer.alloc(0))).toMatch(/neither a JPEG nor a PNG/);
    expect(readPictureHeader(await solid(30, 20).gif().toBuffer())).toMatch(/GIF file, neither a JPEG nor a PNG/);
  });

  it('refuses a JPEG or PNG whose header is cut short', async () => {
    const jpeg = await solid(640, 336).jpeg().toBuffer();
    // Copies: image-size reads a subarray's whole buffer.
    for (const length of [4, 10, 20, 100])
      expect(readPictureHeader(Buffer.from(jpeg.subarray(0, length)))).toMatch(/damaged or cut short/);
    const png = await solid(64, 64).png().toBuffer();
    expect(readPictureHeader(Buffer.from(png.subarray(0, 20)))).toBeTypeOf('string');
  });
});
