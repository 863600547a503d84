import { CONSENT_IDS } from '../consent/consent-dom';
import { ROUTE_DATA_ID } from '../routes/route-data-id';

/** The id of the element holding the article's body, which the browser reads it from. */
export const ARTICLE_BODY_ID = 'article-body';

/** The id of the related-articles heading, which its section is labelled by. */
export const RELATED_TITLE_ID = 'related-title';

/**
 * Every id an article page renders outside the article's body: index.html's mount point, the
 * layout's and the page's own. Heading ids in the body are chosen to avoid these (a heading
 * "Main content" gets `main-content-1`), so the skip link and the menu keep their targets. The
 * build test of the hostile corpus (scripts/content/hostile-build.slow-test.ts) fails when a built
 * article page has an id outside its body that is missing here: add new ones to this list.
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

/**
 * React's useId ids (`_R_1d_` on the server, `_r_3_` in the browser): any id between underscores,
 * and the ids a form makes from one for its fields (`_R_1d_-email`).
 */
export const REACT_ID = /^_.*_(?:-[a-z][\w-]*)?$/;

/** Whether an article heading may not take this id. */
export function isReservedId(id: string): boolean {
  return ARTICLE_PAGE_IDS.includes(id) || REACT_ID.test(id);
}
