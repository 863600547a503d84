import { z } from 'zod';
import { siteConfig } from '../../config';
import { distinctItems, image, pageMetaSchema, slug, text } from './common';
import { personId } from './person';

/** One film per address of siteConfig.teamVideos, which the security policy and consent allow. */
const FILMS = siteConfig.teamVideos.length;

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
    /** The company's values (the seed has three), in the order of the page. */
    values: z
      .array(
        z.strictObject({
          /** A short name of the value (`customer-first`), used once; never shown. */
          id: slug,
          title: text,
          text,
        }),
      )
      .min(1, { error: 'at least one value' })
      .superRefine(distinctItems('an id no other value uses', 'id')),
  }),
  leadership: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    /**
     * Ids of people in content/people/, in the order of the page (the seed has ten). The first
     * four show at once and "Show more" reveals the rest, so any number fits.
     */
    members: z
      .array(personId)
      .min(1, { error: 'at least one team member' })
      .superRefine(distinctItems('each person once')),
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
    /**
     * The words and poster of each film, in the order of `siteConfig.teamVideos` (src/config.ts):
     * a film's address is a site setting, allowed by the security policy and the consent banner,
     * so a video is added there first.
     */
    items: z.array(z.strictObject({ title: text, description: text, poster: image })).length(FILMS, {
      error: `exactly ${FILMS} videos, one per film address in siteConfig.teamVideos (src/config.ts)`,
    }),
  }),
});

export type TeamContent = z.infer<typeof teamContentSchema>;
