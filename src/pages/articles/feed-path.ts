import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';

/** A language's RSS feed of articles, beside its list: `/en/articles/feed.xml`. */
export function articlesFeedPath(language: Language): string {
  return `${pathTo('articles', language)}feed.xml`;
}
