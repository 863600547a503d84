import type { Connect, Plugin, ViteDevServer } from 'vite';
import { isLanguage } from '../../src/i18n/languages';

type SearchIndexModule = typeof import('../../src/pages/articles/search/search-index-file');

const SEARCH_INDEX = /^\/assets\/article-search-([a-z]+)-[0-9a-f]+\.json$/;

/**
 * `npm run dev`: answers the article search's index, which a build writes in post-build
 * (scripts/postbuild/article-search-files.ts), from the current content.
 */
function devSearchIndex(server: ViteDevServer): Connect.NextHandleFunction {
  return (request, response, next) => {
    const { pathname } = new URL(request.url ?? '/', 'http://dev.invalid');
    const language = SEARCH_INDEX.exec(pathname)?.[1];
    if (!isLanguage(language)) {
      next();
      return;
    }
    server
      .ssrLoadModule('/src/pages/articles/search/search-index-file.ts')
      .then((module) => {
        const { json } = (module as SearchIndexModule).articleSearchIndexFile(language);
        response.setHeader('Content-Type', 'application/json');
        response.end(json);
      })
      .catch(next);
  };
}

/** `npm run dev`: serves the article search's index (devSearchIndex). */
export function devSearchIndexPlugin(): Plugin {
  return {
    name: 'talvera:dev-search-index',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(devSearchIndex(server));
    },
  };
}
