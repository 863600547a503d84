import { basename, join } from 'node:path';
import { articlePath } from '../../../src/pages/article/article-path';
import { pathTo } from '../../../src/routes/paths';
import { listFiles } from '../../content/paths';
import { PROJECT_ROOT } from './project-copy';

export const PAGE_KINDS = ['home', 'team', 'list', 'article'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PAGE_LABELS: Record<PageKind, string> = {
  home: 'home',
  team: 'team',
  list: 'articles list',
  article: 'article',
};

/**
 * The English pages the scale benchmarks measure at every N: the article is the project's own
 * first one, there whatever the number of generated articles.
 */
export function measuredPaths(projectRoot = PROJECT_ROOT): Record<PageKind, string> {
  const slug = basename(listFiles(join(projectRoot, 'content', 'articles', 'en'), '.md')[0] ?? '', '.md');
  return {
    home: pathTo('home', 'en'),
    team: pathTo('team', 'en'),
    list: pathTo('articles', 'en'),
    article: articlePath({ language: 'en', slug }),
  };
}
