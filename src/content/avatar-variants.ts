import { findPicture } from './find-picture';
import type { Pictures, PictureVariants } from './schemas/picture';

/**
 * The variants of a person's avatar when it is a photograph: made for the avatar's place, or,
 * for a person without an avatar of their own, those of their portrait.
 */
export function avatarVariants(pictures: Pictures | undefined, src: string): PictureVariants | undefined {
  return findPicture(pictures, 'avatar', src) ?? findPicture(pictures, 'teamPortrait', src);
}
