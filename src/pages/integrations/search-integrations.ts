import type { IntegrationCategoryInLanguage, IntegrationInLanguage } from '../../content/schemas/integrations';

/** ’ ‘ ʼ ′ ` ´ all read as '. */
const APOSTROPHES = /[\u2019\u2018\u02bc\u2032`\u00b4]/g;

/** Without accents (ß stays), lower case, apostrophes as ', runs of spaces as one, trimmed. */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export type SearchableIntegration = IntegrationInLanguage & { searchText: string };

/** Name, description and category label, normalised, joined by a line break so no match spans two. */
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

export type IntegrationFilter = { query: string; category: string | null };

export type FilterResult<Item> = {
  shown: Item[];
  /** Matches of the text, whatever the category. */
  total: number;
  /** Per category id, zero included. */
  countByCategory: Map<string, number>;
};

/** A case-, accent- and apostrophe-insensitive "contains" match, then the category; counts are of the text alone. */
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
