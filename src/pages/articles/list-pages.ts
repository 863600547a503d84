import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import type { PageId } from '../../routes/pages';
import { fillPath } from '../../routes/paths';

/** " (page 2 of 5)"; nothing on page 1. */
export function pageOfSuffix(t: TFunction, page: number, pageCount: number): string {
  return page > 1 ? ` (${t('common.pagination.pageOf', { page, count: pageCount })})` : '';
}

/** Page 1 is the list's own page, later pages the `laterPages` family. */
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
