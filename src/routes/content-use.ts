import { contentLoaders, type ContentLoaders } from '../content/content-loaders';
import type { Language } from '../i18n/languages';
import type { PageId } from './pages';

/** Build time: the generated content modules each page loaded, by page and language. */
const used = new Map<string, Set<string>>();

const usageKey = (pageId: PageId, language: Language) => `${pageId}/${language}`;

/**
 * Build time: the content loaders, noting which of them the page calls, so the prerender can
 * name their chunks in the page's preloads (scripts/build) instead of the browser finding them
 * only after the page's code has run.
 */
export function recordingContentLoaders(pageId: PageId, language: Language): ContentLoaders {
  const modules = used.get(usageKey(pageId, language)) ?? new Set<string>();
  used.set(usageKey(pageId, language), modules);
  const recording = Object.entries(contentLoaders).map(([kind, byLanguage]) => {
    const languages = Object.entries(byLanguage) as [Language, () => Promise<unknown>][];
    const loaders = languages.map(([loaded, load]) => {
      const noted = () => {
        modules.add(`src/generated/${kind}/${loaded}.ts`);
        return load();
      };
      return [loaded, noted];
    });
    return [kind, Object.fromEntries(loaders) as Record<Language, () => Promise<unknown>>] as const;
  });
  return Object.fromEntries(recording) as ContentLoaders;
}

/** The source modules (as the client manifest names them) of the content a page loaded. */
export function contentModulesOf(pageId: PageId, language: Language): string[] {
  return [...(used.get(usageKey(pageId, language)) ?? [])];
}
