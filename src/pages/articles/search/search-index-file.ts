import { createHash } from 'node:crypto';
import articleSummaries from '../../../generated/articles/summaries';
import type { Language } from '../../../i18n/languages';
import { siteRoutes } from '../../../routes/route-list';
import { TAG_LISTS } from '../../../content/tag-lists';
import { builtArticles } from '../built-articles';
import { articleSearchIndexJson } from './search-index';

export type SearchIndexFile = {
  /** Under /assets/, which `_headers` caches for good. */
  url: string;
  json: string;
};

const files = new Map<Language, SearchIndexFile>();

/** Build time: named after its content's hash so it is cached for good; the list's data and post-build compute the same bytes. */
export function articleSearchIndexFile(language: Language): SearchIndexFile {
  let file = files.get(language);
  if (!file) {
    const tagNames = new Map(TAG_LISTS[language].map((tag) => [tag.slug, tag.name]));
    const json = articleSearchIndexJson(builtArticles(articleSummaries, siteRoutes(), language), language, tagNames);
    const hash = createHash('sha256').update(json, 'utf8').digest('hex').slice(0, 10);
    file = { url: `/assets/article-search-${language}-${hash}.json`, json };
    files.set(language, file);
  }
  return file;
}
