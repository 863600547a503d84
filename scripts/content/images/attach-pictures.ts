import type { z } from 'zod';
import { pictureKey } from '../../../src/content/find-picture';
import { PICTURE_SLOTS, type Pictures } from '../../../src/content/schemas/picture';
import { publicFile } from '../assets';
import { fieldIssue, type ContentIssue } from '../issues';
import type { YamlDocument } from '../yaml-document';
import { findPhotoFields } from './photo-fields';
import { planPicture, requiredWidth, widthOnceCut } from './picture-plan';
import { sourcePicture } from './source-picture';

/** The file extensions of the photographs the build processes; other pictures are served as they are. */
export const PHOTO_FILE = /\.(jpe?g|png)$/i;

/**
 * The hook of the image pipeline into the compiler, run on each valid file: every JPEG or PNG in
 * a field its schema marks `photo(slot)` must be a real picture of at most 5 MB and at least as
 * wide as the slot's widest variant once cut to its shape; its variants' names and sizes go in
 * the `pictures` of the object around it, which the page reads. Nothing is processed here: the
 * names are known from the bytes, and `publishPictures` makes the files after the compile.
 * Returns the issues, placed at the field.
 */
export function attachPictures(
  schema: z.core.$ZodType,
  data: unknown,
  document: YamlDocument,
  file: string,
  publicDir: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const field of findPhotoFields(schema, data)) {
    if (!PHOTO_FILE.test(field.src)) continue;
    // A path that names no file is checkReferencedFiles' to report.
    const found = publicFile(field.src, publicDir);
    if (typeof found !== 'object' || !found.exists) continue;
    const picture = sourcePicture(found.absolute);
    if (typeof picture === 'string') {
      issues.push(fieldIssue(file, document, field.path, `expected ${picture} in public${field.src}`));
      continue;
    }
    const { width, height } = picture.header;
    const needed = requiredWidth(field.slot);
    if (widthOnceCut(field.slot, width, height) < needed) {
      const [ratioWidth, ratioHeight] = PICTURE_SLOTS[field.slot].aspectRatio;
      const message = `expected a picture at least ${needed} px wide once cut to ${ratioWidth}:${ratioHeight} for ${PICTURE_SLOTS[field.slot].noun}, found ${width} × ${height} px in public${field.src} (export it larger)`;
      issues.push(fieldIssue(file, document, field.path, message));
      continue;
    }
    if (!field.holder)
      throw new Error(`${field.path.join('.')}: photo() outside an object with pictures: builtPictures`);
    const pictures = (field.holder.pictures ?? {}) as Pictures;
    pictures[pictureKey(field.slot, field.src)] = planPicture(field.src, picture.sourceHash, field.slot).variants;
    field.holder.pictures = pictures;
  }
  return issues;
}
