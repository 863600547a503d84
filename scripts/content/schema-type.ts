import type { z } from 'zod';

/** The type of a generated module's data: the import lines it needs and the type itself. */
export type ModuleType = { imports: readonly string[]; expression: string };

/** Where a schema is exported: its file of src/content/schemas/ (without `.ts`) and its export name. */
export type SchemaExport = { file: string; name: string };

/**
 * A schema and where it is exported, for a content kind: `...schemaFrom('home', { homeContentSchema })`.
 * The object shorthand gives the export's name and its value at once, so the name cannot drift
 * from the schema; schema-type.test.ts checks that the file exports it. The compiler runs inside
 * the dev server's bundled config, where no .ts file can be imported at run time, so the kinds
 * say where each schema lives instead of the compiler looking for it.
 */
export function schemaFrom<S extends z.ZodType>(file: string, named: Record<string, S>) {
  const [entry, ...more] = Object.entries(named);
  if (entry === undefined || more.length > 0) {
    throw new Error(`schemaFrom('${file}', …) takes one schema by its export name, as { homeContentSchema }`);
  }
  return { schema: entry[1], schemaExport: { file, name: entry[0] } };
}

/** The import path of src/content/schemas/<file> as seen from a file in src/generated/. */
export function schemasModule(generatedFile: string, file: string): string {
  const depth = generatedFile.split('/').length - 1;
  return `${'../'.repeat(depth + 1)}content/schemas/${file}`;
}

/**
 * `z.infer<typeof schema>` for a module at `generatedFile` (relative to src/generated/); a list
 * of it with `list`, and with `inLanguage` the data of a shared file as one language sees it.
 */
export function schemaType(
  { schemaExport }: { schemaExport: SchemaExport },
  generatedFile: string,
  shape: { list?: boolean; inLanguage?: boolean } = {},
): ModuleType {
  const { file, name } = schemaExport;
  const inferred = `z.infer<typeof ${name}>`;
  const one = shape.inLanguage ? `InLanguage<${inferred}>` : inferred;
  return {
    imports: [
      `import type { z } from 'zod';`,
      ...(shape.inLanguage ? [`import type { InLanguage } from '${schemasModule(generatedFile, 'common')}';`] : []),
      `import type { ${name} } from '${schemasModule(generatedFile, file)}';`,
    ],
    expression: shape.list ? `${one}[]` : one,
  };
}
