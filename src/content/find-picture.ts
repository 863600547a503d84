import type { PictureSlot, Pictures, PictureVariants } from './schemas/picture';

// Zod-free on purpose: pages import this, and the schemas would bring zod into their bundle.

/** Where a photograph's variants are kept among an item's `pictures`. */
export function pictureKey(slot: PictureSlot, src: string): string {
  return `${slot}:${src}`;
}

/** The variants the build made of `src` for `slot`, or undefined when it is not a photograph (an SVG). */
export function findPicture(
  pictures: Pictures | undefined,
  slot: PictureSlot,
  src: string,
): PictureVariants | undefined {
  return pictures?.[pictureKey(slot, src)];
}
