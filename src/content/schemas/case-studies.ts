import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { altText, assetPath, evidence, isoDate, quotation, slug, text, type InLanguage } from './common';
import { builtPictures, photo } from './picture';
import { filledFigureInEveryLanguage } from './claim-fill';
import { figureItemSchema, sectionPageMetaSchema, writtenFigureSchema } from './sections';

/** The same field in every language, for a file shared by both (`{ en: …, it: … }`). */
function inEveryLanguage<Schema extends z.ZodType>(schema: Schema) {
  return z.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, Schema>,
  );
}

const localized = inEveryLanguage(text);

/**
 * The figures a case study shows (the seed gives three each), each a claim of content/claims.yaml
 * scoped to the case (`scope: case:<translationKey>`), so its label says what was measured and
 * its basis that the customer reported it. Parsing fills in each claim's words in both languages.
 */
const metricsSchema = z
  .array(
    writtenFigureSchema
      .refine((item) => item.claim !== undefined, {
        error: 'a claim: the id of a figure in content/claims.yaml scoped to this case',
        path: ['claim'],
      })
      .transform(filledFigureInEveryLanguage),
  )
  .min(1, { error: 'at least one figure' })
  .max(4, { error: 'at most 4 figures: they share one row on a wide screen' });

export const caseStudySchema = z.strictObject({
  /** Pairs the case's page in each language: the language menu and other pages' links follow it. */
  translationKey: slug,
  /** The last segment of the case's own address, per language (`/it/casi-studio/<slug>/`). */
  slug: inEveryLanguage(slug),
  /** The customer's name: fictional, never a real company's. */
  company: text,
  industry: localized,
  /** Our own monogram of the company (an SVG under public/images/case-studies/), shown beside its name. */
  logo: z.strictObject({ src: assetPath, width: z.number().int().positive(), height: z.number().int().positive() }),
  /** The case page's picture and social preview; a photograph is cut to 1200:630. */
  cover: z.strictObject({
    src: photo('caseCover'),
    /** What the picture shows, for screen readers; empty only for decoration. */
    alt: inEveryLanguage(altText),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  /** When the story was published (the case page's Article date). */
  published: isoDate,
  /** The story's headline: the case page's title and h1 (search results show about 70 characters). */
  title: inEveryLanguage(sectionPageMetaSchema.shape.title),
  /** One or two sentences: the card's teaser and the case page's description in search results. */
  summary: inEveryLanguage(sectionPageMetaSchema.shape.description),
  challenge: localized,
  solution: localized,
  /** The outcomes, each a sentence, as a list (the seed gives three). */
  results: z.array(localized).min(1, { error: 'at least one result: the story ends with what changed' }),
  quote: z.strictObject({ text: inEveryLanguage(quotation), author: text, role: localized }),
  metrics: metricsSchema,
  /** The customer's authorisation to publish the story, its figures and its logo: its file under evidence/, or `pending`. */
  evidence,
  pictures: builtPictures,
});

/** Issues for values that must differ between case studies: the key, and each language's slug. */
function checkUnique(cases: readonly z.infer<typeof caseStudySchema>[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  const claim = (value: string, path: (string | number)[], what: string) => {
    const id = `${path.slice(1).join('.')}:${value}`;
    if (seen.has(id))
      context.addIssue({ code: 'custom', path, input: value, message: `${what} no other case study uses` });
    seen.add(id);
  };
  cases.forEach((entry, index) => {
    claim(entry.translationKey, [index, 'translationKey'], 'a translationKey');
    for (const language of LANGUAGES) claim(entry.slug[language], [index, 'slug', language], `a slug (${language})`);
  });
}

/**
 * content/case-studies/cases.yaml: the case studies (the seed has three), in one file for both languages, so every case exists in each language with the same
 * company, pictures and figures, and only the words differ. Each makes a card on the list page
 * and a page of its own; there may be as many as there are stories.
 */
export const caseStudiesSchema = z.strictObject({
  cases: z
    .array(caseStudySchema)
    .min(1, { error: 'at least one case study: the page opens the first' })
    .superRefine((cases, context) => {
      checkUnique(cases, context);
    }),
});

/** One case study as a page of one language reads it. */
export type CaseStudy = InLanguage<z.infer<typeof caseStudySchema>>;
export type CaseStudyMetricValues = CaseStudy['metrics'];

/** content/case-studies/{en,it}.yaml: the words of the case studies page and of each case's page. */
export const caseStudiesPageSchema = z.strictObject({
  /** The page's title and description in search results and link previews, and its name in breadcrumbs. */
  meta: sectionPageMetaSchema,
  hero: z.strictObject({ eyebrow: text, title: text, intro: text }),
  /** The headline claims, worded as what customers report. */
  claims: z.strictObject({
    heading: text,
    /** The figures (the seed has three); they share one row on a wide screen, so at most four. */
    items: z
      .array(figureItemSchema)
      .min(1, { error: 'at least one figure' })
      .max(4, { error: 'at most 4 figures: they share one row on a wide screen' }),
    /** Where the figures come from, under them. */
    note: text,
  }),
  cases: z.strictObject({ heading: text, intro: text }),
  /** The labels shared by the cards and the case pages. */
  labels: z.strictObject({
    /** Under the figures: that they are the customer's own. */
    metricsNote: text,
    challenge: text,
    solution: text,
    results: text,
    /** The link from a card to the case's own page. */
    readStory: text,
    /** The button that closes an open card. */
    close: text,
    /** Heading of the other case studies on a case page. */
    moreCases: text,
  }),
  faq: z.strictObject({
    heading: text,
    /** The questions, in the order shown (the seed has four); as many as needed. */
    items: z
      .array(
        z.strictObject({
          /** A short name of the question for people editing the file (`privacy`); never shown. */
          topic: slug.optional(),
          question: text,
          answer: text,
        }),
      )
      .min(1, { error: 'at least one question' }),
  }),
  /** The demo request form's section on the list page. */
  demo: z.strictObject({ eyebrow: text, heading: text, intro: text, points: z.array(text).min(1).max(5) }),
  /** The closing band of each case page, leading to the demo page. */
  caseCta: z.strictObject({ heading: text, text, cta: text }),
});

export type CaseStudiesPageContent = z.infer<typeof caseStudiesPageSchema>;
export type CaseStudyLabels = CaseStudiesPageContent['labels'];
