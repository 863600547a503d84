import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { assetPath, evidence, slug, template, text, type InLanguage } from './common';

/** A text in every language, for the directory shared by both languages. */
const localizedText = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<Language, typeof text>,
);

/** Where integration icons live; each is our own drawing (a monogram), never the product's logo. */
export const INTEGRATION_ICON_FOLDER = '/images/integrations/';

const category = z.strictObject({
  /** Stable name, used in the page's address (`?category=calendar`); never shown. */
  id: slug,
  /** What the filter and the cards show, per language. */
  label: localizedText,
});

const integration = z.strictObject({
  /** Stable name, unique in the directory; never shown. */
  id: slug,
  /** The product's name, the same in both languages (named in text only, never with its logo). */
  name: text,
  /** The `id` of one of the directory's categories. */
  category: slug,
  /** Our own monogram under /images/integrations/, e.g. /images/integrations/google-calendar.svg. */
  icon: assetPath.refine((path) => path.startsWith(INTEGRATION_ICON_FOLDER), {
    error: `an icon under ${INTEGRATION_ICON_FOLDER} (our own drawing, never the product's logo)`,
  }),
  /** What the integration does for a recruiter, per language: one or two sentences. */
  description: localizedText,
  /**
   * What lets Talvera connect to the product, without which the directory may not show it as
   * working: a partner programme's agreement (a job board's, WhatsApp's Business Solution
   * Providers), an API licence, or the published terms of a public API, each with its evidence;
   * or an open standard (IMAP, SAML, Talvera's own API), which needs no one's agreement.
   */
  agreement: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.enum(['partner-programme', 'api-licence', 'public-api-terms']), evidence }),
      z.strictObject({ kind: z.literal('open-standard') }),
    ],
    {
      error:
        'the agreement that lets Talvera connect to it: kind partner-programme, api-licence or public-api-terms with its evidence, or kind open-standard (without one, take it off the page)',
    },
  ),
});

/** What the rules across entries read: enough to check them even when other fields are wrong. */
const directoryIds = z.object({
  categories: z.array(z.object({ id: z.string() })),
  integrations: z.array(z.object({ id: z.string(), category: z.string() })),
});

type Directory = z.infer<typeof directoryIds>;

/** Indexes of the items whose `id` an earlier item already has. */
function repeatedIds(items: readonly { id: string }[]): number[] {
  const seen = new Set<string>();
  return items.flatMap(({ id }, index) => {
    if (seen.has(id)) return [index];
    seen.add(id);
    return [];
  });
}

/** The rules across entries: unique ids, known categories, no empty category. */
function checkDirectory(directory: Directory, context: z.RefinementCtx) {
  for (const index of repeatedIds(directory.categories)) {
    const input = directory.categories[index]?.id;
    context.addIssue({ code: 'custom', path: ['categories', index, 'id'], input, message: 'a category id used once' });
  }
  for (const index of repeatedIds(directory.integrations)) {
    const input = directory.integrations[index]?.id;
    context.addIssue({ code: 'custom', path: ['integrations', index, 'id'], input, message: 'an id used once' });
  }
  const known = directory.categories.map(({ id }) => id);
  directory.integrations.forEach((entry, index) => {
    if (known.includes(entry.category)) return;
    context.addIssue({
      code: 'custom',
      path: ['integrations', index, 'category'],
      input: entry.category,
      message: `the id of a category of this file (${known.join(', ')})`,
    });
  });
  directory.categories.forEach(({ id }, index) => {
    if (directory.integrations.some((entry) => entry.category === id)) return;
    context.addIssue({
      code: 'custom',
      path: ['categories', index, 'id'],
      input: id,
      message: 'a category that at least one integration belongs to',
    });
  });
}

/** content/integrations/integrations.yaml: the directory, shared by both languages. */
export const integrationsSchema = z
  .strictObject({
    /** In the order the filter shows them. */
    categories: z.array(category).min(1),
    /** In the order the page lists them. */
    integrations: z.array(integration).min(1),
  })
  // Run whenever the ids can be read, so a writer sees these problems with the others in one run.
  .superRefine(checkDirectory, { when: (payload) => directoryIds.safeParse(payload.value).success });

/** content/integrations/{en,it}.yaml: the integrations page's words. */
export const integrationsPageSchema = z.strictObject({
  /** The page's title (without " | Talvera") and description for search engines. */
  meta: z.strictObject({
    title: text,
    description: text.min(50, { error: 'a description of at least 50 characters' }),
  }),
  heading: text,
  intro: text,
  /** A line under the intro: which integrations only some plans include (the plan comparison's rows). */
  planNote: text.optional(),
  search: z.strictObject({
    /** The search box's visible label. */
    label: text,
    placeholder: text,
    /** The heading of the category filter (a fieldset's legend). */
    categoriesLabel: text,
    /** The filter's first choice, every category. */
    allCategories: text,
    /** The heading of the results, for screen readers. */
    resultsHeading: text,
    /** How many integrations are shown, e.g. "{{count}} integrations"; announced to screen readers. */
    resultCount: z.strictObject({
      /** For a count of one. */
      one: template('count'),
      /** For any other count. */
      other: template('count'),
    }),
    /** Shown when nothing matches; names what the visitor typed. */
    noMatch: template('query'),
    noMatchHint: text,
    /** The button that clears the search text and the category. */
    clear: text,
  }),
  /** The call to action for a tool the directory lacks; it leads to the demo request page. */
  request: z.strictObject({ heading: text, text, cta: text }),
});

export type IntegrationsDirectory = z.infer<typeof integrationsSchema>;
export type IntegrationsDirectoryInLanguage = InLanguage<IntegrationsDirectory>;
export type IntegrationCategoryInLanguage = IntegrationsDirectoryInLanguage['categories'][number];
/** An integration as its page shows it: its agreement is for the content check and the launch, not the visitor. */
export type IntegrationInLanguage = Omit<IntegrationsDirectoryInLanguage['integrations'][number], 'agreement'>;
export type IntegrationsDirectoryShown = {
  categories: IntegrationCategoryInLanguage[];
  integrations: IntegrationInLanguage[];
};
export type IntegrationsPageContent = z.infer<typeof integrationsPageSchema>;
/** A text in the singular and plural forms, chosen by a count. */
export type PluralText = IntegrationsPageContent['search']['resultCount'];
