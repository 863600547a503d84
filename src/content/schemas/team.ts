import { z } from 'zod';
import { image, pageMetaSchema, text } from './common';
import { personId } from './person';

/** The three company values, in order (site-core.md §2, Team page). */
export const VALUE_IDS = ['customer-first', 'innovation', 'impact'] as const;

/** content/team/{en,it}.yaml: the team and careers page, one file per language. */
export const teamContentSchema = z.strictObject({
  meta: pageMetaSchema,
  header: z.strictObject({
    heading: text,
    intro: text,
    /** Label of the button that scrolls to the application form. */
    joinCta: text,
    /** Label of the button that scrolls to the leadership team. */
    meetCta: text,
    /** The badge, e.g. "Founded in 2024". */
    founded: text,
  }),
  vision: z.strictObject({
    eyebrow: text,
    heading: text,
    text,
    image,
    values: z
      .array(z.strictObject({ id: z.enum(VALUE_IDS), title: text, text }))
      .length(3, { error: 'exactly 3 values (customer-first, innovation, impact)' })
      .refine((values) => values.every((value, index) => value.id === VALUE_IDS[index]), {
        error: 'the values in the order customer-first, innovation, impact',
      }),
  }),
  leadership: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    members: z
      /** Ids of people in content/people/, in the order of the page. */
      .array(personId)
      .length(10, { error: 'exactly 10 team members' }),
  }),
  join: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    benefitsHeading: text,
    benefits: z
      .array(z.strictObject({ title: text, text }))
      .min(3)
      .max(8),
    formHeading: text,
  }),
  positions: z.strictObject({ heading: text, intro: text }),
  videos: z.strictObject({
    heading: text,
    intro: text,
    /** The two films, in the order of `siteConfig.teamVideos`. */
    items: z
      .array(z.strictObject({ title: text, description: text, poster: image }))
      .length(2, { error: 'exactly 2 videos' }),
  }),
});

export type TeamContent = z.infer<typeof teamContentSchema>;
