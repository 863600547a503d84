import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { z } from 'zod';

/** The type of a generated module's data: the import lines it needs and the type itself. */
export type ModuleType = { imports: readonly string[]; expression: string };

const SCHEMAS_FOLDER = fileURLToPath(new URL('../../src/content/schemas/', import.meta.url));

/**
 * Each schema of src/content/schemas/ by its file and the first name it is exported by, found by
 * identity: a content kind names its schema once, as a value, no type is spelled as a string, and
 * a new schema file needs no line in any index.
 */
const SCHEMA_NAMES = new Map<unknown, { file: string; name: string }>();
for (const entry of readdirSync(SCHEMAS_FOLDER).sort()) {
  const file = /^([\w-]+)\.ts$/.exec(entry)?.[1];
  if (file === undefined || file.endsWith('.test')) continue;
  const exports = (await import(pathToFileURL(`${SCHEMAS_FOLDER}${entry}`).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports))
    if (!SCHEMA_NAMES.has(value)) SCHEMA_NAMES.set(value, { file, name });
}

/** The file of src/content/schemas/ and the name that export a schema. */
export function schemaExport(schema: z.ZodType): { file: string; name: string } {
  const found = SCHEMA_NAMES.get(schema);
  if (found === undefined) {
    throw new Error(
      'a content schema is not exported by a file of src/content/schemas/; export it there so the generated modules can name its type',
    );
  }
  return found;
}

/** The import path of a file of src/content/schemas/ as seen from a file in src/generated/. */
function schemaModule(generatedFile: string, file: string): string {
  const depth = generatedFile.split('/').length - 1;
  return `${'../'.repeat(depth + 1)}content/schemas/${file}`;
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
  const { file, name } = schemaExport(schema);
  const inferred = `z.infer<typeof ${name}>`;
  const one = shape.inLanguage ? `InLanguage<${inferred}>` : inferred;
  return {
    imports: [
      `import type { z } from 'zod';`,
      ...(shape.inLanguage ? [`import type { InLanguage } from '${schemaModule(generatedFile, 'common')}';`] : []),
      `import type { ${name} } from '${schemaModule(generatedFile, file)}';`,
    ],
    expression: shape.list ? `${one}[]` : one,
  };
}
