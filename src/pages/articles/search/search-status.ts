import type { TFunction } from 'i18next';
import type { SearchHit } from './article-search-engine';

/** At most this many results are listed; the count says how many matched. */
export const LISTED_RESULTS = 10;

/** The line under the box (and, once typing pauses, the live region): loading, failure, the count or no match. */
export function searchStatus(
  t: TFunction,
  status: 'idle' | 'loading' | 'failed' | 'ready',
  query: string,
  found: { hits: readonly SearchHit[]; total: number } | undefined,
): string {
  if (status === 'failed') return t('articleSearch.failed');
  if (status === 'loading') return query === '' ? '' : t('articleSearch.loading');
  if (!found) return '';
  if (found.total === 0) return t('articleSearch.noResults', { query, interpolation: { escapeValue: false } });
  if (found.total > found.hits.length)
    return t('articleSearch.bestOf', { count: found.total, shown: found.hits.length });
  return t('articleSearch.resultCount', { count: found.total });
}
