import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companySchema } from '../../src/content/schemas/company';
import { calculatorSchema } from '../../src/content/schemas/pricing';
import { CONTENT_KINDS } from './content-kinds';
import { schemaExport, schemaType } from './schema-type';

describe('schemaType', () => {
  it('names a schema by its file and export in src/content/schemas/, relative to the generated file', () => {
    expect(schemaType(companySchema, 'company.ts')).toEqual({
      imports: [`import type { z } from 'zod';`, `import type { companySchema } from '../content/schemas/company';`],
      expression: 'z.infer<typeof companySchema>',
    });
  });

  it('types a shared file as one language sees it, and a list', () => {
    expect(schemaType(calculatorSchema, 'calculator/en.ts', { inLanguage: true, list: true })).toEqual({
      imports: [
        `import type { z } from 'zod';`,
        `import type { InLanguage } from '../../content/schemas/common';`,
        `import type { calculatorSchema } from '../../content/schemas/pricing';`,
      ],
      expression: 'InLanguage<z.infer<typeof calculatorSchema>>[]',
    });
  });

  it('finds the schema of every registered kind', () => {
    for (const kind of CONTENT_KINDS) expect(schemaExport(kind.schema).name).toMatch(/Schema$/);
  });

  it('refuses a schema that no file of src/content/schemas/ exports, saying where to export it', () => {
    expect(() => schemaExport(z.strictObject({ title: z.string() }))).toThrow(
      'export it there so the generated modules can name its type',
    );
  });
});
