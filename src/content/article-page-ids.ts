import { CONSENT_IDS } from '../consent/consent-dom';
import { ROUTE_DATA_ID } from '../routes/route-data-id';

export const ARTICLE_BODY_ID = 'article-body';

export const RELATED_TITLE_ID = 'related-title';

/**
 * Every id an article page renders outside its body; body headings avoid them, so the skip link
 * and the menu keep their targets. The hostile-corpus build test fails on a missing one: add it here.
 */
export const ARTICLE_PAGE_IDS: readonly string[] = [
  'root',
  'main-content',
  'mobile-menu',
  RELATED_TITLE_ID,
  ARTICLE_BODY_ID,
  ROUTE_DATA_ID,
  ...CONSENT_IDS,
];

/** React's useId ids (`_R_1d_`, `_r_3_`) and a form's field ids made from one (`_R_1d_-email`). */
export const REACT_ID = /^_.*_(?:-[a-z][\w-]*)?$/;

export function isReservedId(id: string): boolean {
  return ARTICLE_PAGE_IDS.includes(id) || REACT_ID.test(id);
}
