import { findPageRefs, pageRefId } from '../content/page-refs';
import type { PageRef } from '../content/schemas/sections';
import type { Language } from '../i18n/languages';
import { PARAM_SOURCES } from './param-sources';
import { pageDefinition } from './pages';
import { fillPath } from './paths';

function pathOf(ref: PageRef, language: Language): string {
  const { source } = pageDefinition(ref.page);
  if (source === undefined) return fillPath(ref.page, language, {});
  const item = PARAM_SOURCES[source]().find(
    (candidate) => candidate.language === language && candidate.key === ref.key,
  );
  // The content compiler refuses a reference to an item that does not exist in the file's language.
  if (!item) throw new Error(`No ${source} page with translationKey "${ref.key ?? ''}" in ${language}`);
  return fillPath(ref.page, language, item.params);
}

/** Build time: every linked page's address by `pageRefId`, so the browser never needs a family's items to build a link. */
export function resolvePageRefs(content: unknown, language: Language): Record<string, string> {
  return Object.fromEntries(findPageRefs(content).map(({ ref }) => [pageRefId(ref), pathOf(ref, language)]));
}
