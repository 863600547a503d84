import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { assetPath, distinctItems, evidence, text } from './common';

const logo = z.strictObject({
  /** The company's name, read by screen readers instead of the picture. */
  name: text,
  src: assetPath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The company's or publication's permission to show its mark here: its file under evidence/, or `pending`. */
  evidence,
});

const pressLogo = logo.extend({
  /** The home pages that show it: `[en]`, `[it]` or `[en, it]`. */
  languages: z
    .array(z.enum(LANGUAGES))
    .min(1, { error: 'at least one language whose home page shows it' })
    .superRefine(distinctItems('each language once')),
});

/**
 * content/logos.yaml: customer and partner logos for the marquee (the seed has 16), press logos
 * with the languages that show them (the seed has 8, four per language). Any number of either:
 * the marquee repeats a short list until it fills the screen, the press row wraps and is left
 * out of a home page with none.
 */
export const logosSchema = z.strictObject({
  customers: z.array(logo).min(1, { error: 'at least one customer logo: the marquee scrolls them' }),
  press: z.array(pressLogo),
});

export type Logos = z.infer<typeof logosSchema>;
export type Logo = z.infer<typeof logo>;
export type PressLogo = z.infer<typeof pressLogo>;
