import type { z } from 'zod';
import * as schemas from '../../src/content/schemas';

/** The type of a generated module's data: the import lines it needs and the type itself. */
export type ModuleType = { imports: readonly string[]; expression: string };

/**
 * The name `src/content/schemas/index.ts` exports a schema by, found by identity, so a content
 * kind names its schema once, as a value, and no type is spelled as a string.
 */
export function schemaExportName(schema: z.ZodType): string {
  const found = schemaName(schema);
  if (found === undefined) {
    throw new Error(
      'a content schema is not exported by src/content/schemas/index.ts; export it there so the generated modules can name its type',
    );
  }
  return found;
}

/** Each schema by the first name `src/content/schemas/index.ts` exports it by. */
const SCHEMA_NAMES = new Map<unknown, string>();
for (const [name, value] of Object.entries(schemas)) if (!SCHEMA_NAMES.has(value)) SCHEMA_NAMES.set(value, name);

/** The name `src/content/schemas/index.ts` exports a schema by, if it does. */
export function schemaName(schema: z.ZodType): string | undefined {
  return SCHEMA_NAMES.get(schema);
}

/** The import path of src/content/schemas/ as seen from a file in src/generated/. */
export function schemasModule(generatedFile: string): string {
  const depth = generatedFile.split('/').length - 1;
  return `${'../'.repeat(depth + 1)}content/schemas`;
}

/**
 * `z.infer<typeof schema>` for a module at `generatedFile` (relative to src/generated/); a list
 * of it with `list`, and with `inLanguage` the data of a shared file as one language sees it.
 */
export function schemaType(
  schema: z.ZodType,
  generatedFile: string,
  shape: { list?: boolean; inLanguage?: boolean } = {},
): ModuleType {
  const name = schemaExportName(schema);
  const inferred = `z.infer<typeof ${name}>`;
  const one = shape.inLanguage ? `InLanguage<${inferred}>` : inferred;
  const names = shape.inLanguage ? `InLanguage, ${name}` : name;
  return {
    imports: [`import type { z } from 'zod';`, `import type { ${names} } from '${schemasModule(generatedFile)}';`],
    expression: shape.list ? `${one}[]` : one,
  };
}
