import type { Language } from '../i18n/languages';
import { PAGE_IDS, PAGES, type PageId } from './pages';

/**
 * The values a family's first `:param` may not take in a language, because another page of the
 * route table has a fixed segment at that place: `articles/page/:page` reserves `page` for
 * `articles/:slug`, so no article can be called `page`. The content compiler refuses them.
 */
export function reservedParamValues(pageId: PageId, language: Language): ReadonlySet<string> {
  const pattern = PAGES[pageId].paths[language].split('/');
  const at = pattern.findIndex((segment) => segment.startsWith(':'));
  if (at === -1) return new Set();
  const prefix = pattern.slice(0, at);
  const reserved = new Set<string>();
  for (const other of PAGE_IDS) {
    if (other === pageId) continue;
    const segments = PAGES[other].paths[language].split('/');
    const segment = segments[at];
    const samePrefix = prefix.every((part, index) => segments[index] === part);
    if (samePrefix && segment !== undefined && !segment.startsWith(':')) reserved.add(segment);
  }
  return reserved;
}
