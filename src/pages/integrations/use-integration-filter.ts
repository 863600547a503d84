import { useCallback } from 'react';
import { replacePageQuery, usePageQuery } from '../../routes/page-query';
import { filterFromSearch, searchWithFilter } from './filter-query';
import type { IntegrationFilter } from './search-integrations';

/**
 * The filter lives in the page's address (`?q=…&category=…`): read from it, so a shared link
 * or a reload shows the same view, and written back on every change without a history entry.
 * The prerendered page has no filter; the address's applies right after hydration.
 */
export function useIntegrationFilter(categoryIds: readonly string[]) {
  const filter = filterFromSearch(usePageQuery(), categoryIds);
  const setFilter = useCallback((next: IntegrationFilter) => {
    replacePageQuery(searchWithFilter(window.location.search, next));
  }, []);
  return [filter, setFilter] as const;
}
