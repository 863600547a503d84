import { describe, expect, it } from 'vitest';
import { companySchema } from '../../src/content/schemas/company';
import { calculatorSchema, comparisonSchema } from '../../src/content/schemas/pricing';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { CONTENT_KINDS } from './content-kinds';
import { schemaFrom, schemaType } from './schema-type';

describe('schemaFrom', () => {
  it('gives the schema and its export: the name from the object shorthand, the file as written', () => {
    expect(schemaFrom('company', { companySchema })).toEqual({
      schema: companySchema,
      schemaExport: { file: 'company', name: 'companySchema' },
    });
  });

  it('takes exactly one schema', () => {
    expect(() => schemaFrom('pricing', { calculatorSchema, comparisonSchema })).toThrow(
      "schemaFrom('pricing', …) takes one schema by its export name, as { homeContentSchema }",
    );
    expect(() => schemaFrom('pricing', {})).toThrow('takes one schema by its export name');
  });

  it('names, for every kind, a file of src/content/schemas/ that exports its schema by that name', async () => {
    for (const kind of [...CONTENT_KINDS, ...FIXTURE_KINDS]) {
      const { file, name } = kind.schemaExport;
      const exports = (await import(`../../src/content/schemas/${file}.ts`)) as Record<string, unknown>;
      expect(exports[name], `${kind.module}: ${file}.ts exports ${name}`).toBe(kind.schema);
    }
  });
});

describe('schemaType', () => {
  it('imports the schema from its own file, relative to the generated file', () => {
    expect(schemaType(schemaFrom('company', { companySchema }), 'company.ts')).toEqual({
      imports: [`import type { z } from 'zod';`, `import type { companySchema } from '../content/schemas/company';`],
      expression: 'z.infer<typeof companySchema>',
    });
  });

  it('types a shared file as one language sees it, and a list', () => {
    expect(
      schemaType(schemaFrom('pricing', { calculatorSchema }), 'calculator/en.ts', { inLanguage: true, list: true }),
    ).toEqual({
      imports: [
        `import type { z } from 'zod';`,
        `import type { InLanguage } from '../../content/schemas/common';`,
        `import type { calculatorSchema } from '../../content/schemas/pricing';`,
      ],
      expression: 'InLanguage<z.infer<typeof calculatorSchema>>[]',
    });
  });
});
