import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import type { PageId } from '../../routes/pages';
import { fillPath } from '../../routes/paths';

/** What a list's later pages add to its title and heading: " (page 2 of 5)"; nothing on page 1. */
export function pageOfSuffix(t: TFunction, page: number, pageCount: number): string {
  return page > 1 ? ` (${t('common.pagination.pageOf', { page, count: pageCount })})` : '';
}

/**
 * The address of page `number` of a paginated list: the list's own page (`firstPage`) for 1, the
 * family of its later pages (`laterPages`, with a `:page` parameter) from 2 on.
 */
export function listPagePath(
  firstPage: PageId,
  laterPages: PageId,
  language: Language,
  params: Record<string, string> = {},
): (number: number) => string {
  return (number) =>
    number === 1
      ? fillPath(firstPage, language, params)
      : fillPath(laterPages, language, { ...params, page: String(number) });
}
