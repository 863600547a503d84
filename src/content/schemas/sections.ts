import { z } from 'zod';
import { isPageId, pageDefinition, PAGE_IDS, type PageId } from '../../routes/pages';
import { evidence, image, pageMetaSchema, quotation, quoteBasis, slug, text } from './common';
import { filledFigure } from './claim-fill';

/** Glyphs a card may show, each drawn once in src/components/sections/glyph.tsx. */
export const GLYPHS = [
  'search',
  'match',
  'screening',
  'multiposting',
  'chat',
  'mail',
  'calendar',
  'pipeline',
  'analytics',
  'shield',
  'sparkle',
  'filter',
  'bell',
  'users',
  'globe',
  'template',
  'bolt',
  'upload',
  'form',
  'palette',
  'share',
  'link',
  'scale',
  'briefcase',
] as const;

function checkKeyAgainstPage(ref: { page: PageId; key?: string | undefined }, context: z.RefinementCtx): void {
  const family = pageDefinition(ref.page).source;
  if (family !== undefined && ref.key === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['key'],
      message: `key: the translationKey of the ${ref.page} page to link (${ref.page} is a family of ${family} pages)`,
      input: undefined,
    });
  } else if (family === undefined && ref.key !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['key'],
      message: `no key: ${ref.page} is a single page (leave key out)`,
      input: ref.key,
    });
  }
}

const pageRefShape = {
  /** A page id of the route table (src/routes/pages.ts): demo, features, featureDetail… */
  page: z.custom<PageId>(isPageId, { error: `a page of the route table: ${PAGE_IDS.join(', ')}` }),
  /** For a page of a family: the translationKey of the item, the same in every language. */
  key: slug.optional(),
};

/**
 * A link to a page of the site, never a path: `{ page: demo }`, or for an item of a family
 * `{ page: featureDetail, key: cv-screening }`. The content compiler checks that the item
 * exists in the file's language; the build turns it into that language's address. The field
 * name `page` is kept for these references (src/content/page-refs.ts finds them by it).
 */
export const pageRefSchema = z.strictObject(pageRefShape).superRefine(checkKeyAgainstPage);

/** A page reference with the words of the link. */
export const pageLinkSchema = z.strictObject({ ...pageRefShape, label: text }).superRefine(checkKeyAgainstPage);

export type PageRef = z.infer<typeof pageRefSchema>;
export type PageLink = z.infer<typeof pageLinkSchema>;

const sectionHeading = {
  /** Short line above the heading. */
  eyebrow: text.optional(),
  heading: text,
  intro: text.optional(),
};

/** The page's opening: its one heading 1, the introduction, up to two buttons and a picture. */
const heroSection = z.strictObject({
  type: z.literal('hero'),
  eyebrow: text.optional(),
  heading: text,
  intro: text,
  /** The first is the main button, the second the outlined one beside it. */
  actions: z.array(pageLinkSchema).max(2).optional(),
  illustration: image.optional(),
});

/**
 * One figure of a row of figures. A percentage or multiplier is a claim of content/claims.yaml,
 * named by `claim`: parsing fills in its value, label and basis in the file's language (a
 * `value` written beside it must be the claim's; claim-fill.ts). Any other figure ("500+") is
 * written as `value` and `label`. This is the item as written; `figureItemSchema` fills it.
 */
export const writtenFigureSchema = z
  .strictObject({
    /** The id of a claim in content/claims.yaml. */
    claim: slug.optional(),
    /** The figure as shown: "500+"; for a claim, filled in from it. */
    value: text.max(12, { error: 'at most 12 characters' }).optional(),
    label: text.optional(),
    /** Where the figure comes from; for a claim, its basis. */
    basis: text.optional(),
  })
  .superRefine((item, context) => {
    if (item.claim !== undefined) return;
    if (item.value === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        input: undefined,
        message: 'a claim (the id of a figure in content/claims.yaml), or a value and a label',
      });
    } else if (item.label === undefined) {
      context.addIssue({ code: 'custom', path: ['label'], input: undefined, message: 'text' });
    }
  });

export const figureItemSchema = writtenFigureSchema.transform(filledFigure);

export type FigureItem = z.infer<typeof figureItemSchema>;

/** Figures worded as claims ("up to 80%", "customers report"), never as product limits. */
const statsSection = z.strictObject({
  type: z.literal('stats'),
  ...sectionHeading,
  items: z.array(figureItemSchema).min(2).max(4),
  /** A line under the figures, e.g. how they were measured. */
  note: text.optional(),
});

const featureGridSection = z.strictObject({
  type: z.literal('featureGrid'),
  ...sectionHeading,
  cards: z
    .array(z.strictObject({ glyph: z.enum(GLYPHS), title: text, text, link: pageLinkSchema.optional() }))
    .min(2)
    .max(12),
});

const useCasesSection = z.strictObject({
  type: z.literal('useCases'),
  ...sectionHeading,
  items: z
    .array(z.strictObject({ title: text, text, bullets: z.array(text).min(1).max(6) }))
    .min(1)
    .max(6),
});

const stepsSection = z.strictObject({
  type: z.literal('steps'),
  ...sectionHeading,
  steps: z
    .array(z.strictObject({ title: text, text }))
    .min(2)
    .max(8),
});

/** Text and points beside a picture of our own (an SVG under public/images/). */
const illustrationTextSection = z.strictObject({
  type: z.literal('illustrationText'),
  eyebrow: text.optional(),
  heading: text,
  text,
  bullets: z.array(text).max(8).optional(),
  illustration: image,
  /** Which side the picture sits on, on wide screens; right unless said. */
  side: z.enum(['left', 'right']).optional(),
  link: pageLinkSchema.optional(),
});

/** One customer's words; customers are fictional. */
const testimonialSection = z.strictObject({
  type: z.literal('testimonial'),
  heading: text.optional(),
  quote: quotation,
  quoteBasis,
  author: text,
  role: text,
  company: text,
  /** The author's signed authorisation to publish the quote: its file under evidence/, or `pending`. */
  evidence,
});

/** Questions and answers: one open at a time, and FAQPage JSON-LD in the head. */
const faqSection = z.strictObject({
  type: z.literal('faq'),
  ...sectionHeading,
  items: z
    .array(z.strictObject({ question: text, answer: text }))
    .min(2)
    .max(12),
});

/** Cards that each lead to another page: how an overview links its children. */
const linkCardsSection = z.strictObject({
  type: z.literal('linkCards'),
  ...sectionHeading,
  cards: z
    .array(z.strictObject({ glyph: z.enum(GLYPHS).optional(), title: text, text, link: pageRefSchema }))
    .min(1)
    .max(12),
});

/** A mock search result, as an illustration only: no search runs. */
const searchExampleSection = z.strictObject({
  type: z.literal('searchExample'),
  ...sectionHeading,
  /** The search as a recruiter would type it. */
  query: quotation,
  /** The name the search is saved under. */
  savedSearch: text,
  candidates: z
    .array(
      z.strictObject({
        role: text,
        years: z.number({ error: 'a whole number of years' }).int().min(0).max(50),
        skills: z.array(text).min(1).max(6),
      }),
    )
    .min(1)
    .max(5),
  /** Says that this is an example (and, if it has one, the claim about the sample database). */
  caption: text,
});

/** The closing band that leads to the demo request page. */
const callToActionSection = z.strictObject({
  type: z.literal('callToAction'),
  heading: text,
  text,
  /** The button's words. */
  label: text,
});

export const SECTION_TYPES = [
  'hero',
  'stats',
  'featureGrid',
  'useCases',
  'steps',
  'illustrationText',
  'testimonial',
  'faq',
  'linkCards',
  'searchExample',
  'callToAction',
] as const;

/** One section of a page built from content; `type` says which kind (content/README.md lists them). */
export const sectionSchema = z.discriminatedUnion(
  'type',
  [
    heroSection,
    statsSection,
    featureGridSection,
    useCasesSection,
    stepsSection,
    illustrationTextSection,
    testimonialSection,
    faqSection,
    linkCardsSection,
    searchExampleSection,
    callToActionSection,
  ],
  { error: `a section whose type is one of ${SECTION_TYPES.join(', ')}` },
);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>;

/**
 * The outline every page keeps: it opens with its hero (the page's one heading 1) and ends with
 * the call to action to the demo page; neither appears anywhere else.
 */
function checkOutline(sections: readonly Section[], context: z.RefinementCtx): void {
  const last = sections.length - 1;
  sections.forEach((section, index) => {
    const problem =
      index === 0 && section.type !== 'hero'
        ? 'the page to open with a hero section (its heading is the page title)'
        : index === last && section.type !== 'callToAction'
          ? 'the page to end with a callToAction section (the way to the demo)'
          : (section.type === 'hero' && index !== 0) || (section.type === 'callToAction' && index !== last)
            ? 'a hero only first and a callToAction only last (one of each per page)'
            : undefined;
    if (problem !== undefined)
      context.addIssue({ code: 'custom', path: [index, 'type'], message: problem, input: section.type });
  });
}

/**
 * What search engines and the browser tab show (the site adds " | Talvera" to the title), with
 * lengths that fit search results, and the page's short name in breadcrumbs.
 */
export const sectionPageMetaSchema = pageMetaSchema.extend({
  title: text.max(70, { error: 'at most 70 characters' }),
  description: text.min(60, { error: 'at least 60 characters' }).max(170, { error: 'at most 170 characters' }),
  /** The short name in breadcrumbs ("Features"); the title when left out. */
  breadcrumb: text.max(40, { error: 'at most 40 characters' }).optional(),
});

/** A page made of sections, one file per language: content/<page>/{en,it}.yaml. */
export const sectionPageSchema = z.strictObject({
  meta: sectionPageMetaSchema,
  sections: z.array(sectionSchema).min(2).superRefine(checkOutline),
});

/**
 * A page of a family made of sections, one file per page and language:
 * content/<family>/<lang>/<slug>.yaml, its address's last part the file name.
 */
export const familyPageSchema = sectionPageSchema.extend({
  /** The same in a page and its translation (their slugs may differ): the language menu pairs them. */
  translationKey: slug,
});

export type SectionPageMeta = z.infer<typeof sectionPageMetaSchema>;
export type SectionPage = z.infer<typeof sectionPageSchema>;
export type FamilyPage = z.infer<typeof familyPageSchema>;
