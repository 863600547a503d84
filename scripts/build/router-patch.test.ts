/**
 * Our patch of @remix-run/router 1.23.4, React Router's matcher (patches/, scripts/build/README.md):
 * a static handler (vite-react-ssg's prerender, one for all pages) flattens and ranks its route
 * table once rather than for every request, and a route pattern's matcher is made once rather
 * than every time a path is tried against it. Matching is the same.
 */
import { createStaticHandler, matchPath, type AgnosticRouteObject } from '@remix-run/router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ROUTES: AgnosticRouteObject[] = [
  {
    id: 'en',
    path: '/en',
    children: [
      { id: 'home', index: true },
      { id: 'pricing', path: 'pricing' },
      { id: 'article', path: 'articles/:slug' },
      { id: 'not-found', path: '*' },
    ],
  },
];

const request = (path: string) => new Request(`https://example.com${path}`);

/** The route ids a handler's query matched for `path`. */
async function matchedIds(path: string): Promise<string[]> {
  const context = await createStaticHandler(ROUTES).query(request(path));
  if (context instanceof Response) throw new Error(`a response for ${path}`);
  return context.matches.map((match) => match.route.id);
}

/** Whether a sort was of ranked route branches (objects with a score and their routes' metadata). */
const isBranchRanking = (items: unknown) =>
  Array.isArray(items) && items.length > 0 && items.every((item) => typeof item === 'object' && 'score' in item);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("React Router's matcher, patched", () => {
  it('matches as before: index, path, parameters, splat', async () => {
    expect(await matchedIds('/en/')).toEqual(['en', 'home']);
    expect(await matchedIds('/en/pricing/')).toEqual(['en', 'pricing']);
    expect(await matchedIds('/en/articles/hiring-faster/')).toEqual(['en', 'article']);
    expect(await matchedIds('/en/no/such/page')).toEqual(['en', 'not-found']);
    expect(matchPath('/en/articles/:slug', '/en/articles/a-b')?.params).toEqual({ slug: 'a-b' });
    expect(matchPath({ path: '/EN/pricing', caseSensitive: true }, '/en/pricing')).toBeNull();
    expect(matchPath({ path: '/EN/pricing', caseSensitive: false }, '/en/pricing')).not.toBeNull();
  });

  it("ranks a static handler's routes once, not for every request", async () => {
    const sort = vi.spyOn(Array.prototype, 'sort');
    const rankings = () => sort.mock.contexts.filter(isBranchRanking).length;
    const handler = createStaticHandler(ROUTES);
    const afterCreating = rankings();
    for (const path of ['/en/', '/en/pricing/', '/en/articles/a/', '/en/articles/b/'])
      await handler.query(request(path));
    expect(afterCreating).toBe(1);
    expect(rankings()).toBe(1);
  });

  it("makes each pattern's matcher once: a pattern it warns about is warned about once", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // `*` after anything but a slash is read as `/*`, with a warning.
    for (const path of ['/en/guides/a', '/en/guides/b', '/en/guides/c']) matchPath('/en/guides*', path);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('/en/guides*'))).toHaveLength(1);
  });
});
