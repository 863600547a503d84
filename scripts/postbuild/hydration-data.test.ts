import { describe, expect, it } from 'vitest';
import { isEmptyHydrationData, withoutHydrationData } from './hydration-data';

/** The script react-router's StaticRouterProvider writes, for `data`. */
const script = (data: unknown) =>
  `<script>window.__staticRouterHydrationData = JSON.parse(${JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c')});</script>`;

describe('withoutHydrationData', () => {
  it('removes the script when the router hands over nothing', () => {
    const data = { loaderData: { '1': null, '1-0': null }, actionData: null, errors: null };
    expect(withoutHydrationData(`<div id="root"><main></main>${script(data)}</div>`)).toBe(
      '<div id="root"><main></main></div>',
    );
  });

  it('refuses to drop real loader data or errors', () => {
    expect(() => withoutHydrationData(script({ loaderData: { '1': { title: '</script>' } } }))).toThrow(
      /hands router data to the browser/,
    );
    expect(() => withoutHydrationData(script({ loaderData: {}, errors: { '1': { status: 404 } } }))).toThrow();
  });

  it('leaves other scripts alone', () => {
    const html = '<script type="application/ld+json">{"a":1}</script><script src="/assets/app.js"></script>';
    expect(withoutHydrationData(html)).toBe(html);
  });
});

describe('isEmptyHydrationData', () => {
  it('is true only for null loader data and no action data or errors', () => {
    expect(isEmptyHydrationData({ loaderData: { a: null }, actionData: null, errors: null })).toBe(true);
    expect(isEmptyHydrationData({})).toBe(true);
    expect(isEmptyHydrationData({ loaderData: { a: 0 } })).toBe(false);
    expect(isEmptyHydrationData({ actionData: { ok: true } })).toBe(false);
  });
});
