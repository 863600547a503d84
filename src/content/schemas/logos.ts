import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { assetPath, text } from './common';

const logo = z.strictObject({
  /** The company's name, read by screen readers instead of the picture. */
  name: text,
  src: assetPath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** content/logos.yaml: customer and partner logos for the marquee, press logos per language. */
export const logosSchema = z.strictObject({
  customers: z.array(logo).length(16, { error: 'exactly 16 customer logos' }),
  press: z.array(logo.extend({ language: z.enum(LANGUAGES) })).length(8, { error: 'exactly 8 press logos' }),
});

export type Logos = z.infer<typeof logosSchema>;
export type Logo = z.infer<typeof logo>;
