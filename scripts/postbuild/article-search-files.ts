import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages';
import { articleSearchIndexFile } from '../../src/pages/articles/search/search-index-file';

/**
 * Writes each language's article search index where the list pages' data says it is
 * (src/pages/articles/search/search-index-file.ts computes both the bytes and the name).
 */
export function writeArticleSearchFiles(distDir: string): void {
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  for (const language of LANGUAGES) {
    const { url, json } = articleSearchIndexFile(language);
    writeFileSync(join(distDir, url), json);
  }
}
