import { z } from 'zod';
import { isoDate, pageMetaSchema } from './common';

/** The legal and trust pages; each is a page of the route table by the same name. */
export const LEGAL_PAGES = ['privacy', 'cookies', 'terms', 'accessibility', 'responsibleAi', 'security'] as const;

export type LegalPageId = (typeof LEGAL_PAGES)[number];

const MAX_TITLE = 60;
const DESCRIPTION = { min: 70, max: 160 };

/**
 * The front matter of a legal page, content/legal/{en,it}/<slug>.md: the file name is the page's
 * address in its language (the route table's path), and its body is Markdown with `##` sections.
 */
export const legalPageSchema = z.strictObject({
  /** The page's h1 and title. */
  title: pageMetaSchema.shape.title.max(MAX_TITLE, { error: `a title of at most ${MAX_TITLE} characters` }),
  /** The meta description, specific to the page. */
  description: pageMetaSchema.shape.description
    .min(DESCRIPTION.min, { error: `a description of at least ${DESCRIPTION.min} characters` })
    .max(DESCRIPTION.max, { error: `a description of at most ${DESCRIPTION.max} characters` }),
  /** When the text last changed in substance; shown as "Last updated". */
  updated: isoDate,
  /** Which legal page this is, the same in both languages: it pairs the translations. */
  translationKey: z.enum(LEGAL_PAGES, { error: `one of ${LEGAL_PAGES.join(', ')}` }),
});

export type LegalPage = z.infer<typeof legalPageSchema>;
