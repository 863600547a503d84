import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companySchema } from '../../src/content/schemas/company';
import { calculatorSchema } from '../../src/content/schemas/pricing';
import { CONTENT_KINDS } from './content-kinds';
import { schemaExportName, schemaType } from './schema-type';

describe('schemaType', () => {
  it('names a schema by its export from src/content/schemas/, relative to the generated file', () => {
    expect(schemaType(companySchema, 'company.ts')).toEqual({
      imports: [`import type { z } from 'zod';`, `import type { companySchema } from '../content/schemas';`],
      expression: 'z.infer<typeof companySchema>',
    });
  });

  it('types a shared file as one language sees it, and a list', () => {
    expect(schemaType(calculatorSchema, 'calculator/en.ts', { inLanguage: true, list: true })).toEqual({
      imports: [
        `import type { z } from 'zod';`,
        `import type { InLanguage, calculatorSchema } from '../../content/schemas';`,
      ],
      expression: 'InLanguage<z.infer<typeof calculatorSchema>>[]',
    });
  });

  it('finds the schema of every registered kind', () => {
    for (const kind of CONTENT_KINDS) expect(schemaExportName(kind.schema)).toMatch(/Schema$/);
  });

  it('refuses a schema that src/content/schemas/index.ts does not export, saying where to export it', () => {
    expect(() => schemaExportName(z.strictObject({ title: z.string() }))).toThrow(
      'export it there so the generated modules can name its type',
    );
  });
});
