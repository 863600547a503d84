import { useCallback } from 'react';
import { replacePageQuery, usePageQuery } from '../../routes/page-query';
import { filterFromSearch, searchWithFilter } from './filter-query';
import type { IntegrationFilter } from './search-integrations';

/** The filter lives in the address, so a shared link or reload shows the same view; it applies right after hydration. */
export function useIntegrationFilter(categoryIds: readonly string[]) {
  const filter = filterFromSearch(usePageQuery(), categoryIds);
  const setFilter = useCallback((next: IntegrationFilter) => {
    replacePageQuery(searchWithFilter(window.location.search, next));
  }, []);
  return [filter, setFilter] as const;
}
