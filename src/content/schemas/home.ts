import { z } from 'zod';
import { image, pageMetaSchema, text } from './common';

/** The four showcase tabs, in order (site-core.md §2). */
export const SHOWCASE_TABS = ['find', 'match', 'engage', 'track'] as const;

/** Icons a feature card may use: glyphs of the sections (src/components/sections/glyph.tsx). */
export const FEATURE_ICONS = [
  'search',
  'match',
  'screening',
  'multiposting',
  'chat',
  'calendar',
  'pipeline',
  'analytics',
  'shield',
] as const;

const sectionHeading = {
  /** Short line above the heading. */
  eyebrow: text,
  heading: text,
  intro: text,
};

/** content/home/{en,it}.yaml: the words and pictures of the home page, one file per language. */
export const homeContentSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z.strictObject({
    eyebrow: text,
    headline: text,
    subline: text,
    /** Label of the button that opens the demo booking calendar. */
    cta: text,
    /** Up to three short reassurances under the button. */
    highlights: z.array(text).max(3),
    image,
  }),
  /** Heading of the press-logo row ("As featured in"). */
  mentionedIn: text,
  /** Heading of the customer-logo marquee. */
  logosHeading: text,
  showcase: z.strictObject({
    ...sectionHeading,
    /**
     * Exactly the four tabs find, match, engage, track, in that order: the only fixed-size list
     * of the site, since each tab has its own illustration and panel id (`#showcase-panel-find`).
     */
    tabs: z
      .array(
        z.strictObject({
          id: z.enum(SHOWCASE_TABS),
          /** The tab's label. */
          label: text,
          title: text,
          description: text,
          /** Up to four short points under the description. */
          points: z.array(text).max(4),
          image,
        }),
      )
      .length(4, { error: 'exactly 4 tabs (find, match, engage, track): each has its own illustration' })
      .refine((tabs) => tabs.every((tab, index) => tab.id === SHOWCASE_TABS[index]), {
        error: 'the tabs in the order find, match, engage, track',
      }),
  }),
  features: z.strictObject({
    ...sectionHeading,
    /** The cards (the seed has nine), in rows of three that wrap: any number fits. */
    cards: z
      .array(z.strictObject({ icon: z.enum(FEATURE_ICONS), title: text, description: text }))
      .min(1, { error: 'at least one feature card' }),
    /** Label of the button that leads to the full comparison on the pricing page. */
    compareCta: text,
  }),
  testimonials: z.strictObject(sectionHeading),
  demo: z.strictObject({
    ...sectionHeading,
    /** Short reasons to ask for a demo, beside the form. */
    points: z.array(text).min(1).max(5),
  }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
export type ShowcaseTab = HomeContent['showcase']['tabs'][number];
export type FeatureCard = HomeContent['features']['cards'][number];
