import { z } from 'zod';

export type StringTree = { [key: string]: string | StringTree };

/**
 * One UI-strings file, content/locales/{lang}/{area}.yaml: nested keys ending in text.
 * Keys are camelCase words; values are non-empty and may hold `{{variables}}`.
 */
export const stringTreeSchema: z.ZodType<StringTree> = z.lazy(() =>
  z.record(
    z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, { error: 'a key made of letters and digits' }),
    z.union([z.string().trim().min(1, { error: 'non-empty text' }), stringTreeSchema], {
      error: 'text or a group of keys',
    }),
  ),
);
