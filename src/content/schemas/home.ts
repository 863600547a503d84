import { z } from 'zod';
import { image, text } from './common';

/** content/home/{en,it}.yaml: the words and pictures of the home page, one file per language. */
export const homeContentSchema = z.strictObject({
  hero: z.strictObject({
    /** Short line above the headline. */
    eyebrow: text,
    headline: text,
    subline: text,
    /** Label of the button that opens the demo booking calendar. */
    cta: text,
    /** Up to three short reassurances under the buttons. */
    highlights: z.array(text).max(3),
    image,
  }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
