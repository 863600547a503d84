import { z } from 'zod';
import { siteConfig } from '../../config';
import { distinctItems, image, pageMetaSchema, slug, text } from './common';
import { personId } from './person';

/**
 * Why `value` is not the address of a film on the video host `origin` (src/config.ts), in a
 * writer's words, or undefined when it is one. The security policy's frame-src, the
 * Permissions-Policy and the consent banner allow that one host, so a film anywhere else would
 * be refused by the browser, or reach a third party nobody was told about.
 */
export function filmAddressProblem(value: string, origin: string = siteConfig.videoHostOrigin): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.origin !== origin) {
    return `a film on ${origin}: the security policy and the consent banner allow that host only; another host starts in src/config.ts, with a developer`;
  }
  // The page adds `?autoplay=1` itself; a user name, a query, a fragment or a spelling the
  // browser would rewrite (spaces, `..`, an upper-case host) is not an address to copy as is.
  if (url.username || url.password || /[?#]/.test(value) || url.pathname === '/' || url.href !== value) {
    return `a film's address on ${origin} as the host gives it (${origin}/embed/<film>): a path, without a user name, password, ?query, #fragment or spaces`;
  }
  return undefined;
}

/** The address of a film on the site's video host, e.g. https://video.talvera.example/embed/product-tour. */
const filmAddress = z
  .string({ error: `the address of a film on ${siteConfig.videoHostOrigin}` })
  .superRefine((value, context) => {
    const problem = filmAddressProblem(value);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem, input: value });
  });

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
     * The films, in the order of the carousel (the seed has two; one shows without the carousel).
     * Both languages list the same films in the same order, by `embed` (the content step checks).
     */
    items: z
      .array(
        z.strictObject({
          /** The film's address on the video host, which the page loads when the visitor presses play. */
          embed: filmAddress,
          title: text,
          description: text,
          poster: image,
        }),
      )
      .min(1, { error: 'at least one film: the section shows one' })
      .superRefine(distinctItems('a film no other video shows', 'embed')),
  }),
});

export type TeamContent = z.infer<typeof teamContentSchema>;
