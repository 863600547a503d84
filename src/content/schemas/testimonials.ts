import { z } from 'zod';
import { assetPath, evidence, quotation, quoteBasis, text } from './common';

/**
 * content/testimonials/{en,it}.yaml: what customers say (the seed has seven), shown in the
 * carousel of the home and pricing pages, which takes any number of two or more.
 */
export const testimonialsSchema = z.strictObject({
  testimonials: z
    .array(
      z.strictObject({
        quote: quotation,
        quoteBasis,
        author: text,
        /** The author's job title. */
        role: text,
        company: text,
        /** Stars out of five. */
        rating: z.number({ error: 'a number of stars from 0 to 5' }).int().min(0).max(5),
        /** A portrait; without one the avatar shows the author's initials. */
        image: assetPath.optional(),
        /** The author's signed authorisation to publish the quote: its file under evidence/, or `pending`. */
        evidence,
      }),
    )
    .min(2, { error: 'at least 2 testimonials: the carousel moves between them' }),
});

export type TestimonialsContent = z.infer<typeof testimonialsSchema>;
export type Testimonial = z.infer<typeof testimonialsSchema>['testimonials'][number];
