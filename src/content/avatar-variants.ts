import { findPicture } from './find-picture';
import type { Pictures, PictureVariants } from './schemas/picture';

/** A person without an avatar of their own uses their portrait's variants. */
export function avatarVariants(pictures: Pictures | undefined, src: string): PictureVariants | undefined {
  return findPicture(pictures, 'avatar', src) ?? findPicture(pictures, 'teamPortrait', src);
}
