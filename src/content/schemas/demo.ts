import { z } from 'zod';
import { pageMetaSchema, text } from './common';

/** content/demo/{en,it}.yaml: the demo page's words around the form. */
export const demoPageSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text,
  intro: text,
  benefitsHeading: text,
  /** What the visitor gets from the demo; 3 to 6 items. */
  benefits: z
    .array(z.strictObject({ title: text, text }))
    .min(3)
    .max(6),
  enterprise: z.strictObject({
    heading: text,
    text,
    /** Label of the link to the enterprise booking calendar. */
    cta: text,
  }),
  mentionedIn: text,
  testimonialsHeading: text,
});

export type DemoPageContent = z.infer<typeof demoPageSchema>;
