import type { IntegrationCategoryInLanguage, IntegrationInLanguage } from '../../content/schemas/integrations';

/** Apostrophe look-alikes a visitor may type or a writer may use: ’ ‘ ʼ ′ ` ´ all read as '. */
const APOSTROPHES = /[\u2019\u2018\u02bc\u2032`\u00b4]/g;

/**
 * Text as the search compares it: without accents (è → e, ß stays), in lower case, every
 * apostrophe look-alike as ', runs of spaces as one space, trimmed.
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** An integration with the text its search looks in, normalised once. */
export type SearchableIntegration = IntegrationInLanguage & { searchText: string };

/**
 * The integrations ready to be searched: name, description and category label (in the page's
 * language), each normalised, joined by a line break so no match spans two of them.
 */
export function searchableIntegrations(
  integrations: readonly IntegrationInLanguage[],
  categories: readonly IntegrationCategoryInLanguage[],
): SearchableIntegration[] {
  const labels = new Map(categories.map((category) => [category.id, category.label]));
  return integrations.map((integration) => ({
    ...integration,
    searchText: [integration.name, integration.description, labels.get(integration.category) ?? '']
      .map(normalizeForSearch)
      .join('\n'),
  }));
}

/** What the visitor asked for: the search text as typed, and a category id or null for all. */
export type IntegrationFilter = { query: string; category: string | null };

export type FilterResult<Item> = {
  /** The integrations to show: matching the text and in the chosen category. */
  shown: Item[];
  /** How many integrations match the text, whatever the chosen category. */
  total: number;
  /** How many match the text in each category (every category id, zero included). */
  countByCategory: Map<string, number>;
};

/**
 * Filters the directory: a case-, accent- and apostrophe-insensitive "contains" match of the
 * whole text (an empty text matches everything), then the category. The counts are those of the
 * text alone, so the filter can say how many each category would show.
 */
export function filterIntegrations<Item extends { category: string; searchText: string }>(
  items: readonly Item[],
  categoryIds: readonly string[],
  filter: IntegrationFilter,
): FilterResult<Item> {
  const needle = normalizeForSearch(filter.query);
  const matching = needle === '' ? [...items] : items.filter((item) => item.searchText.includes(needle));
  const countByCategory = new Map(categoryIds.map((id) => [id, 0]));
  for (const item of matching) countByCategory.set(item.category, (countByCategory.get(item.category) ?? 0) + 1);
  return {
    shown: filter.category === null ? matching : matching.filter((item) => item.category === filter.category),
    total: matching.length,
    countByCategory,
  };
}
