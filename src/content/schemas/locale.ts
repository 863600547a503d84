import { z } from 'zod';
import { prose } from './common';

export type StringTree = { [key: string]: string | StringTree };

/**
 * One UI-strings file, content/locales/{lang}/{area}.yaml: nested keys ending in text.
 * Keys are camelCase words, optionally ending in one of i18next's plural suffixes (`_one`,
 * `_other`, …: `retryMinutes_one`); values are non-empty prose and may hold `{{variables}}`.
 */
export const stringTreeSchema: z.ZodType<StringTree> = z.lazy(() =>
  z.record(
    z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(?:_(?:zero|one|two|few|many|other))?$/, {
      error: 'a key made of letters and digits, optionally with a plural suffix such as _one',
    }),
    z.union([prose(z.string().trim().min(1, { error: 'non-empty text' })), stringTreeSchema], {
      error: 'text or a group of keys',
    }),
  ),
);
