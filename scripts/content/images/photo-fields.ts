import type { z } from 'zod';
import { photoSlots, type PictureSlot } from '../../../src/content/schemas/picture';
import { defOf, innerSchemas, isRecord, lazyInner, unionOptionOf, wrappedSchema } from '../schema-def';

/** A picture field a photograph may fill, as found in a file's data. */
export type PhotoField = {
  /** Where it is in the data (to place an issue). */
  path: PropertyKey[];
  /** The site path written there. */
  src: string;
  slot: PictureSlot;
  /** The object its variants go in: the nearest one around it whose schema has `pictures`. */
  holder: Record<string, unknown> | undefined;
};

const mayHoldPhotoCache = new WeakMap<z.core.$ZodType, boolean>();

/**
 * Whether a value of `schema` can hold a photo field anywhere inside. The walk skips what
 * cannot: an article's body, a list of blocks behind a union, would otherwise be matched
 * against the union's options block by block, in every article of every run. A lazy schema
 * may hold anything (and is the only way a schema can contain itself, so the recursion ends).
 */
function mayHoldPhoto(schema: z.core.$ZodType): boolean {
  const known = mayHoldPhotoCache.get(schema);
  if (known !== undefined) return known;
  const def = defOf(schema);
  const result = photoSlots.has(schema) || def.type === 'lazy' || innerSchemas(def).some(mayHoldPhoto);
  mayHoldPhotoCache.set(schema, result);
  return result;
}

const photoEntriesCache = new WeakMap<object, [string, z.core.$ZodType][]>();

/**
 * The fields of an object's shape that are or may hold a photo field: an article's schema has
 * one among twenty, and the walk visits only it (it runs over every article of every run).
 */
function photoEntriesOf(shape: Record<string, z.core.$ZodType>): [string, z.core.$ZodType][] {
  let entries = photoEntriesCache.get(shape);
  if (entries === undefined) {
    entries = Object.entries(shape).filter(([, field]) => mayHoldPhoto(field));
    photoEntriesCache.set(shape, entries);
  }
  return entries;
}

/**
 * Every field of `data` that `schema` marks with `photo(slot)`, walking the schema and the
 * (valid) data together: objects, lists, records, optional and refined values, and for a union
 * the option the value is valid for.
 */
export function findPhotoFields(schema: z.core.$ZodType, data: unknown): PhotoField[] {
  const found: PhotoField[] = [];
  const walk = (node: z.core.$ZodType, value: unknown, path: PropertyKey[], holder: PhotoField['holder']) => {
    const marked = photoSlots.get(node as z.ZodType);
    if (marked && typeof value === 'string') {
      found.push({ path, src: value, slot: marked.slot, holder });
      return;
    }
    if (!mayHoldPhoto(node)) return;
    const def = defOf(node);
    switch (def.type) {
      case 'object': {
        if (!isRecord(value)) return;
        const shape = def.shape as Record<string, z.core.$ZodType>;
        const inner = 'pictures' in shape ? value : holder;
        for (const [key, field] of photoEntriesOf(shape)) walk(field, value[key], [...path, key], inner);
        return;
      }
      case 'array':
        if (Array.isArray(value)) {
          value.forEach((item, index) => {
            walk(def.element as z.core.$ZodType, item, [...path, index], holder);
          });
        }
        return;
      case 'record':
        if (isRecord(value)) {
          for (const [key, item] of Object.entries(value))
            walk(def.valueType as z.core.$ZodType, item, [...path, key], holder);
        }
        return;
      case 'lazy':
        walk(lazyInner(node), value, path, holder);
        return;
      case 'union': {
        const option = unionOptionOf(def, value);
        if (option) walk(option, value, path, holder);
        return;
      }
      default: {
        const wrapped = wrappedSchema(def);
        if (wrapped) walk(wrapped, value, path, holder);
      }
    }
  };
  walk(schema, data, [], undefined);
  return found;
}
