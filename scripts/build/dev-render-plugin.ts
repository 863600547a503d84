import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { RenderedPage } from '../../src/entry-server';
import { assemblePage } from './assemble-page';
import { devSearchIndex } from './dev-search-index';

type ServerEntry = { renderPage: (path: string) => Promise<RenderedPage> };

/** A page address (no file extension), not one of Vite's own (`/@vite/client`, `/src/…`). */
function isPageRequest(method: string | undefined, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const { pathname } = new URL(url, 'http://dev.invalid');
  return !/^\/(@|src\/|node_modules\/)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * `npm run dev` serves every page rendered on the server, as the build prerenders it
 * (src/entry-server.tsx), so the browser hydrates the same HTML in development as in production.
 */
export function devRenderPlugin(): Plugin {
  return {
    name: 'talvera:dev-render',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(devSearchIndex(server));
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        if (!isPageRequest(request.method, url)) {
          next();
          return;
        }
        const render = async () => {
          const { pathname } = new URL(url, 'http://dev.invalid');
          const template = await server.transformIndexHtml(url, await readFile('index.html', 'utf8'));
          const { renderPage } = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
          const page = await renderPage(decodeURIComponent(pathname));
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.statusCode = page.pageId === null && pathname !== '/' ? 404 : 200;
          response.end(assemblePage(template, page));
        };
        render().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
