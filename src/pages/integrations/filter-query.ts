import type { IntegrationFilter } from './search-integrations';

/** The address keeps the filter (`?q=calendar&category=email`), so a view can be shared. */
const QUERY = 'q';
const CATEGORY = 'category';

/** An unknown category counts as none. */
export function filterFromSearch(search: string, categoryIds: readonly string[]): IntegrationFilter {
  const params = new URLSearchParams(search);
  const category = params.get(CATEGORY);
  return {
    query: params.get(QUERY) ?? '',
    category: category !== null && categoryIds.includes(category) ? category : null,
  };
}

/** The query string (with `?`, or '') holding `filter`; other parameters (a campaign tag) stay, empty ones go. */
export function searchWithFilter(search: string, filter: IntegrationFilter): string {
  const params = new URLSearchParams(search);
  if (filter.query === '') params.delete(QUERY);
  else params.set(QUERY, filter.query);
  if (filter.category === null) params.delete(CATEGORY);
  else params.set(CATEGORY, filter.category);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
