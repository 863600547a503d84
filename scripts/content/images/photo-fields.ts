import type { z } from 'zod';
import { photoSlots, type PictureSlot } from '../../../src/content/schemas/picture';
import { schemaWalk, type DataPath } from '../schema-def';

/** A picture field a photograph may fill, as found in a file's data. */
export type PhotoField = {
  path: DataPath;
  src: string;
  slot: PictureSlot;
  /** The object its variants go in: the nearest one around it whose schema has `pictures`. */
  holder: Record<string, unknown> | undefined;
};

const walkPhotos = schemaWalk<PhotoField['holder']>(
  (schema) => photoSlots.has(schema),
  (shape, value, _key, holder) => ('pictures' in shape ? value : holder),
);

/** Every field of `data` (valid for `schema`) that `schema` marks with `photo(slot)`. */
export function findPhotoFields(schema: z.core.$ZodType, data: unknown): PhotoField[] {
  const found: PhotoField[] = [];
  walkPhotos(schema, data, undefined, (src, holder, path, node) => {
    const slot = photoSlots.get(node as z.ZodType)?.slot;
    if (slot) found.push({ path, src, slot, holder });
    return src;
  });
  return found;
}
