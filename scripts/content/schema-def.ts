import type { z } from 'zod';

/** Reading a zod schema's definition, for the walks over a schema and its data (photo and prose fields). */

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const defOf = (schema: Schema) => schema._zod.def as Def;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value at `path` in `data`, or undefined where the path leaves it. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * What a lazy schema stands for, as zod resolved it once and keeps it: calling its getter again
 * would build a new schema each time (a nested tree's schema at every level of every file).
 */
const lazyInner = (schema: Schema) => (schema as z.core.$ZodLazy)._zod.innerType;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** What a wrapper (optional, default, refined…) holds: the value is the same, checked further. */
function wrappedSchema(def: Def): Schema | undefined {
  if (def.type === 'pipe') return def.in as Schema;
  return WRAPPERS.has(def.type) ? (def.innerType as Schema) : undefined;
}

/** The schemas a schema's values are made of, as the walk below descends into them. */
function innerSchemas(def: Def): Schema[] {
  if (def.type === 'object') return Object.values(def.shape as Record<string, Schema>);
  if (def.type === 'union') return def.options as Schema[];
  const inner = def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : wrappedSchema(def);
  return inner ? [inner as Schema] : [];
}

/** Whether `value` is of the kind of value `schema` holds (wrappers and lazy schemas looked through), when it has one. */
function holdsKind(schema: Schema, value: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'lazy') return holdsKind(lazyInner(schema), value);
  // A pipe's value is its output, which may be of another kind than its input (`text.transform(…)`).
  if (def.type === 'pipe') return true;
  const wrapped = wrappedSchema(def);
  if (wrapped) return holdsKind(wrapped, value);
  if (def.type === 'array') return Array.isArray(value);
  if (def.type === 'object' || def.type === 'record') return isRecord(value);
  return !['string', 'number', 'boolean'].includes(def.type) || typeof value === def.type;
}

/**
 * The option of a union that `value` (valid for the union) was read by: a discriminated union's
 * by its key, otherwise the only option that holds the value's kind (a string or a group of
 * keys), otherwise the first the value passes. Validating the value again against each option
 * (every level of a nested tree, each section against every section type) cost more than all
 * the rest of a walk over the data (prose-fields.ts, images/photo-fields.ts).
 */
function unionOptionOf(def: Def, value: unknown): Schema | undefined {
  const options = def.options as Schema[];
  const key = def.discriminator;
  if (typeof key === 'string' && isRecord(value)) {
    const byKey = options.find((option) => option._zod.propValues?.[key]?.has(value[key] as never));
    if (byKey) return byKey;
  }
  const candidates = options.filter((option) => holdsKind(option, value));
  if (candidates.length === 1) return candidates[0];
  return candidates.find((candidate) => (candidate as z.ZodType).safeParse(value).success);
}

/** Where a value sits in a file's data: keys and list indexes from the top. */
export type DataPath = readonly (string | number)[];

/**
 * A walk over valid data with its schema that maps each string of a schema `marks` (a prose
 * field, a photo) by `leaf`, returning a new value where anything changed and the same value
 * where nothing did. `fieldContext` gives an object's fields their context (their language, the
 * object their pictures go in). The walk skips what cannot hold a marked schema: an article's
 * body, a list of blocks behind a union, would otherwise be matched against the union's options
 * block by block, in every article of every run; of an object's fields it visits only those that
 * can (an article's schema has one photo field among twenty).
 */
export function schemaWalk<Context>(
  marks: (schema: Schema) => boolean,
  fieldContext: (
    shape: Record<string, Schema>,
    value: Record<string, unknown>,
    key: string,
    context: Context,
  ) => Context,
) {
  const mayHoldCache = new WeakMap<Schema, boolean>();
  // A lazy schema may hold anything (and is the only way a schema can contain itself, so the recursion ends).
  const mayHold = (schema: Schema): boolean => {
    let known = mayHoldCache.get(schema);
    if (known === undefined) {
      const def = defOf(schema);
      known = marks(schema) || def.type === 'lazy' || innerSchemas(def).some(mayHold);
      mayHoldCache.set(schema, known);
    }
    return known;
  };
  const entriesCache = new WeakMap<object, [string, Schema][]>();
  const entriesOf = (shape: Record<string, Schema>) => {
    let entries = entriesCache.get(shape);
    if (entries === undefined) entriesCache.set(shape, (entries = Object.entries(shape).filter(([, f]) => mayHold(f))));
    return entries;
  };
  return (
    schema: Schema,
    data: unknown,
    context: Context,
    leaf: (value: string, context: Context, path: DataPath, schema: Schema) => string,
  ): unknown => {
    const walk = (node: Schema, value: unknown, context: Context, path: DataPath): unknown => {
      if (typeof value === 'string' && marks(node)) return leaf(value, context, path, node);
      if (!mayHold(node)) return value;
      const def = defOf(node);
      switch (def.type) {
        case 'object': {
          if (!isRecord(value)) return value;
          const shape = def.shape as Record<string, Schema>;
          let changed: Record<string, unknown> | undefined;
          for (const [key, field] of entriesOf(shape)) {
            if (!(key in value)) continue;
            const set = walk(field, value[key], fieldContext(shape, value, key, context), [...path, key]);
            if (set !== value[key]) (changed ??= { ...value })[key] = set;
          }
          return changed ?? value;
        }
        case 'array': {
          if (!Array.isArray(value)) return value;
          const set = value.map((item: unknown, index) => walk(def.element as Schema, item, context, [...path, index]));
          return set.some((item, index) => item !== value[index]) ? set : value;
        }
        case 'record': {
          if (!isRecord(value)) return value;
          let changed: Record<string, unknown> | undefined;
          for (const [key, item] of Object.entries(value)) {
            const set = walk(def.valueType as Schema, item, context, [...path, key]);
            if (set !== item) (changed ??= { ...value })[key] = set;
          }
          return changed ?? value;
        }
        case 'lazy':
          return walk(lazyInner(node), value, context, path);
        case 'union': {
          const option = unionOptionOf(def, value);
          return option ? walk(option, value, context, path) : value;
        }
        default: {
          const wrapped = wrappedSchema(def);
          return wrapped ? walk(wrapped, value, context, path) : value;
        }
      }
    };
    return walk(schema, data, context, []);
  };
}
