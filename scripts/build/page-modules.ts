import type { Language } from '../../src/i18n/languages';
import { PAGES, type PageId } from '../../src/routes/pages';

const NOT_FOUND_MODULE = 'src/pages/not-found/not-found-page.tsx';

/**
 * The source modules a page loads before it hydrates, as the client manifest names them: its
 * folder's `route.tsx` (src/routes/router.tsx) or the not-found page, its language's UI strings
 * (src/i18n/instances.ts) and the content it loaded at prerender (src/routes/content-use.ts).
 */
export function pageModuleKeys(pageId: PageId | null, language: Language, contentModules: readonly string[]): string[] {
  const page = pageId === null ? NOT_FOUND_MODULE : `src/pages/${PAGES[pageId].folder}/route.tsx`;
  return [page, `src/generated/locales/${language}.ts`, ...contentModules];
}
