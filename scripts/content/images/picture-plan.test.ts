import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '../../../src/content/schemas/picture';
import { planPicture, requiredWidth, variantKey, widthOnceCut } from './picture-plan';

const HASH = 'a'.repeat(64);

describe('planPicture', () => {
  it('makes AVIF and WebP at every width of the slot and one JPEG, all in the slot’s shape', () => {
    const { files } = planPicture('/images/articles/cover.jpg', HASH, 'articleCover');
    const widths = (format: string) => files.filter((file) => file.format === format).map((file) => file.width);
    expect(widths('avif')).toEqual([...PICTURE_SLOTS.articleCover.widths]);
    expect(widths('webp')).toEqual([...PICTURE_SLOTS.articleCover.widths]);
    expect(widths('jpeg')).toEqual([PICTURE_SLOTS.articleCover.fallbackWidth]);
    for (const file of files) expect(file.height).toBe(Math.round((file.width * 630) / 1200));
    const square = planPicture('/images/authors/ada.png', HASH, 'avatar').files;
    for (const file of square) expect(file.height).toBe(file.width);
  });

  it('writes srcset strings of published URLs with their widths, and the JPEG’s size for the img', () => {
    const { variants } = planPicture('/images/articles/cover.jpg', HASH, 'articleCover');
    const key = variantKey(HASH, 'articleCover');
    expect(variants.avif).toBe(
      [360, 720, 1080, 1440].map((width) => `/images/_/cover-${key}-${width}.avif ${width}w`).join(', '),
    );
    expect(variants.webp).toBe(
      [360, 720, 1080, 1440].map((width) => `/images/_/cover-${key}-${width}.webp ${width}w`).join(', '),
    );
    expect(variants).toMatchObject({ src: `/images/_/cover-${key}-1200.jpg`, width: 1200, height: 630 });
  });

  it('names files with letters, digits and hyphens only, whatever the source is called', () => {
    const { files } = planPicture('/images/articles/Caf%C3%A9,%20Été (1).JPEG', HASH, 'avatar');
    for (const file of files) expect(file.name).toMatch(/^[a-z0-9-]+\.(avif|webp|jpg)$/);
  });

  it('changes the names when the bytes or the slot change, and only then', () => {
    expect(variantKey(HASH, 'avatar')).toBe(variantKey(HASH, 'avatar'));
    expect(variantKey('b'.repeat(64), 'avatar')).not.toBe(variantKey(HASH, 'avatar'));
    expect(variantKey(HASH, 'teamPortrait')).not.toBe(variantKey(HASH, 'avatar'));
    // The cache does not care what the source is called: the same bytes are made once.
    const first = planPicture('/images/a/one.jpg', HASH, 'avatar').files.map((file) => file.cacheName);
    const second = planPicture('/images/b/two.jpg', HASH, 'avatar').files.map((file) => file.cacheName);
    expect(second).toEqual(first);
  });
});

describe('the width a photograph needs', () => {
  it('is the widest variant, measured once the photograph is cut to the slot’s shape', () => {
    expect(requiredWidth('articleCover')).toBe(1440);
    expect(requiredWidth('avatar')).toBe(144);
    expect(widthOnceCut('articleCover', 2400, 1260)).toBe(2400);
    // A panorama loses its sides: 2400 × 600 cut to 1200:630 is 1142 wide.
    expect(widthOnceCut('articleCover', 2400, 600)).toBe(1142);
    expect(widthOnceCut('avatar', 400, 150)).toBe(150);
  });
});
