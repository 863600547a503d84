import type { Language } from '../i18n/languages';
import { PAGE_IDS, PAGES, pageDefinition, type PageId } from './pages';

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

/**
 * The slugs the items of a content source may not take in a language: the reserved values of
 * every family the route table fills from it (`industries` may not use `recruiting-software`,
 * the overview's segment beside `product/:slug`).
 */
export function reservedValuesOfSource(source: string, language: Language): ReadonlySet<string> {
  const families = PAGE_IDS.filter((pageId) => pageDefinition(pageId).source === source);
  return new Set(families.flatMap((pageId) => [...reservedParamValues(pageId, language)]));
}
