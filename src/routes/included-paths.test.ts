import { describe, expect, it } from 'vitest';
import { checkedPaths } from './included-paths';
import { prerenderPaths, siteRoutes } from './route-list';

describe('checkedPaths', () => {
  const expected = prerenderPaths();
  const fromRoutes = [
    '/',
    '/en',
    '/en/articles/:slug',
    '/en/*',
    ...siteRoutes().map((route) => route.path.replace(/\/$/, '')),
  ];

  it("gives every route's address and the not-found pages, without `/` and the patterns", () => {
    expect(new Set(checkedPaths(fromRoutes, expected))).toEqual(new Set(expected));
  });

  it('names the addresses the routes and the route table disagree on', () => {
    expect(() => checkedPaths(fromRoutes.slice(0, -1), expected)).toThrow(/missing \/it\//);
    expect(() => checkedPaths([...fromRoutes, '/en/stray'], expected)).toThrow(/extra \/en\/stray/);
  });
});
