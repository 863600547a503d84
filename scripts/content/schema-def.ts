import type { z } from 'zod';

/** Reading a zod schema's definition, for the walks over a schema and its data (photo and prose fields). */

export type Def = z.core.$ZodTypeDef & Record<string, unknown>;

export function defOf(schema: z.core.$ZodType): Def {
  return schema._zod.def as Def;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * What a lazy schema stands for, as zod resolved it once and keeps it: calling its getter again
 * would build a new schema each time (a nested tree's schema at every level of every file).
 */
export function lazyInner(schema: z.core.$ZodType): z.core.$ZodType {
  return (schema as z.core.$ZodLazy)._zod.innerType;
}

/** What a wrapper (optional, default, refined…) holds: the value is the same, checked further. */
export function wrappedSchema(def: Def): z.core.$ZodType | undefined {
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType as z.core.$ZodType;
    case 'pipe':
      return def.in as z.core.$ZodType;
    default:
      return undefined;
  }
}

/** The schemas a schema's values are made of, as the walk below descends into them. */
export function innerSchemas(def: Def): z.core.$ZodType[] {
  switch (def.type) {
    case 'object':
      return Object.values(def.shape as Record<string, z.core.$ZodType>);
    case 'array':
      return [def.element as z.core.$ZodType];
    case 'record':
      return [def.valueType as z.core.$ZodType];
    case 'union':
      return def.options as z.core.$ZodType[];
    default: {
      const wrapped = wrappedSchema(def);
      return wrapped ? [wrapped] : [];
    }
  }
}
