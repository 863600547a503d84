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

/** The kind of value a schema holds, when one (wrappers and lazy schemas looked through); undefined for anything else. */
function valueKindOf(schema: z.core.$ZodType): 'string' | 'number' | 'boolean' | 'array' | 'object' | undefined {
  const def = defOf(schema);
  if (def.type === 'lazy') return valueKindOf(lazyInner(schema));
  // A pipe's value is its output, which may be of another kind than its input (`text.transform(…)`).
  if (def.type === 'pipe') return undefined;
  const wrapped = wrappedSchema(def);
  if (wrapped) return valueKindOf(wrapped);
  if (def.type === 'record') return 'object';
  return def.type === 'string' ||
    def.type === 'number' ||
    def.type === 'boolean' ||
    def.type === 'array' ||
    def.type === 'object'
    ? def.type
    : undefined;
}

function holdsKind(kind: ReturnType<typeof valueKindOf>, value: unknown): boolean {
  if (kind === undefined) return true;
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'object') return isRecord(value);
  return typeof value === kind;
}

/**
 * The option of a union that `value` (valid for the union) was read by: a discriminated union's
 * by its key, otherwise the only option that holds the value's kind (a string or a group of
 * keys), otherwise the first the value passes. Validating the value again against each option
 * (every level of a nested tree, each section against every section type) cost more than all
 * the rest of a walk over the data (prose-fields.ts, images/photo-fields.ts).
 */
export function unionOptionOf(def: Def, value: unknown): z.core.$ZodType | undefined {
  const options = def.options as z.core.$ZodType[];
  const key = def.discriminator;
  if (typeof key === 'string' && isRecord(value)) {
    const byKey = options.find((option) => option._zod.propValues?.[key]?.has(value[key] as never));
    if (byKey) return byKey;
  }
  const candidates = options.filter((option) => holdsKind(valueKindOf(option), value));
  if (candidates.length === 1) return candidates[0];
  return candidates.find((candidate) => (candidate as z.ZodType).safeParse(value).success);
}
