import type { Language } from '../i18n/languages';
import { PAGE_IDS, PAGES, pageDefinition, type PageId } from './pages';

/** A fixed segment elsewhere reserves a family's first `:param` value: `articles/page/:page` means no article is called `page`. */
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

/** The reserved values of every family a content source fills (`industries` may not use `recruiting-software`). */
export function reservedValuesOfSource(source: string, language: Language): ReadonlySet<string> {
  const families = PAGE_IDS.filter((pageId) => pageDefinition(pageId).source === source);
  return new Set(families.flatMap((pageId) => [...reservedParamValues(pageId, language)]));
}
