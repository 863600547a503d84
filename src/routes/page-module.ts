import type { ReactElement } from 'react';
import type { ContentLoaders } from '../content/content-loaders';
import type { Language } from '../i18n/languages';

/**
 * What a page folder's `route.tsx` exports as default: given the language and the content
 * loaders, it loads the page's code and that language's content (each a chunk of its own), and
 * returns how to render the page from its route data's `data` (what the folder's `data.ts`
 * computed at build time, or null).
 */
export type PageModule = {
  load: (language: Language, content: ContentLoaders) => Promise<(data: unknown) => ReactElement>;
};
