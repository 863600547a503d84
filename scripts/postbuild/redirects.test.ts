import { describe, expect, it } from 'vitest';
import { inlineCodeProblems } from './inline-code';
import { siteRoutes } from '../../src/routes/route-list';
import { aliasRedirects, redirectPage, redirectProblems, redirectsFile } from './redirects';

describe('redirectsFile', () => {
  const text = redirectsFile(aliasRedirects());
  const rules = text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
  const isDynamic = (from = '') => from.includes('*') || from.includes(':');

  it("writes every rule as Cloudflare Pages reads it: a plain 301, never Netlify's 301! nor a 404 rule", () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule, rule.join(' ')).toHaveLength(3);
      expect(rule[2], rule.join(' ')).toBe('301');
    }
  });

  it('redirects each alias with and without its trailing slash, and everything below it where the page has pages below it', () => {
    expect(rules).toContainEqual(['/pricing', '/en/pricing/', '301']);
    expect(rules).toContainEqual(['/pricing/', '/en/pricing/', '301']);
    expect(rules).not.toContainEqual(['/pricing/*', '/en/pricing/:splat', '301']);
    expect(rules).toContainEqual(['/en/articoli', '/en/articles/', '301']);
    // The splat rule matches `/en/articoli/` (an empty splat), so no static rule repeats it.
    expect(rules).toContainEqual(['/en/articoli/*', '/en/articles/:splat', '301']);
    expect(rules).not.toContainEqual(['/en/articoli/', '/en/articles/', '301']);
    expect(rules).not.toContainEqual(['/en/articles/page/1/*', '/en/articles/:splat', '301']);
  });

  it('lists every address once, static rules before dynamic ones (Cloudflare counts a static rule after a dynamic one as dynamic)', () => {
    const froms = rules.map(([from]) => from);
    expect(new Set(froms).size).toBe(froms.length);
    const firstDynamic = froms.findIndex(isDynamic);
    expect(firstDynamic).toBeGreaterThan(0);
    expect(froms.slice(firstDynamic).every(isDynamic)).toBe(true);
  });

  it("stays within Cloudflare Pages' rule limits, and refuses to exceed them", () => {
    const dynamic = rules.filter(([from]) => isDynamic(from));
    expect(dynamic.length).toBeLessThanOrEqual(100);
    expect(rules.length - dynamic.length).toBeLessThanOrEqual(2000);
    const many = Array.from({ length: 101 }, (_, index) => ({ from: `/a${index}`, to: '/en/', splat: true }));
    expect(() => redirectsFile(many)).toThrow(
      '_redirects has 101 static and 101 dynamic rules; Cloudflare Pages allows 2000 and 100',
    );
    const statics = Array.from({ length: 1001 }, (_, index) => ({ from: `/b${index}`, to: '/en/' }));
    expect(() => redirectsFile(statics)).toThrow('_redirects has 2002 static and 0 dynamic rules');
  });
});

describe('aliasRedirects', () => {
  it('sends a path both languages share to the default language, by rule', () => {
    const team = aliasRedirects().filter((redirect) => redirect.from === '/team');
    expect(team).toEqual([{ from: '/team', to: '/en/team/', splat: false }]);
  });

  it('never redirects from a page, and sends each address to one place', () => {
    expect(redirectProblems(aliasRedirects(), siteRoutes())).toEqual([]);
  });

  it("sends the specification's other readings of a feature or industry page to it, in its language", () => {
    const redirects = aliasRedirects();
    expect(redirects).toContainEqual({
      from: '/it/funzionalita/automazione-email',
      to: '/it/funzionalita/automazione-email-whatsapp/',
    });
    expect(redirects).toContainEqual({
      from: '/en/software-recruiting/metalmeccanico',
      to: '/en/product/manufacturing/',
    });
    expect(redirects).toContainEqual({ from: '/en/recruiting-software/horeca', to: '/en/product/horeca/' });
    expect(redirects).toContainEqual({ from: '/it/software-recruiting', to: '/it/prodotto/software-recruiting/' });
  });

  it('sends page 1 of every paginated page, at its later pages’ address, to the page itself', () => {
    const redirects = aliasRedirects();
    const routes = siteRoutes();
    expect(redirects).toContainEqual({ from: '/en/articles/page/1', to: '/en/articles/' });
    expect(redirects).toContainEqual({ from: '/it/articoli/pagina/1', to: '/it/articoli/' });
    const paginated = routes.filter((route) => ['articlesTag', 'authorDetail'].includes(route.pageId));
    expect(paginated.length).toBeGreaterThan(0);
    for (const route of paginated) {
      const laterPage = route.language === 'en' ? 'page' : 'pagina';
      expect(redirects).toContainEqual({ from: `${route.path}${laterPage}/1`, to: route.path });
    }
  });

  it('finds a redirect to an address that is no page', () => {
    expect(redirectProblems([{ from: '/en/features/old', to: '/en/features/gone/' }], siteRoutes())).toEqual([
      '/en/features/old redirects to /en/features/gone/, which is no page',
    ]);
  });

  it('finds a redirect that collides with a page or has two targets', () => {
    const routes = siteRoutes();
    expect(
      redirectProblems(
        [
          { from: '/en/pricing', to: '/en/demo/' },
          { from: '/x', to: '/en/demo/' },
          { from: '/x', to: '/en/team/' },
          { from: '/y', to: '/en/team/' },
          { from: '/y', to: '/en/team/' },
        ],
        routes,
      ),
    ).toEqual([
      '/en/pricing is a page, and also redirects to /en/demo/',
      '/x redirects both to /en/demo/ and to /en/team/',
    ]);
  });
});

describe('redirectPage', () => {
  it('redirects without inline code: a meta refresh and the shared external script', () => {
    const html = redirectPage({ from: '/pricing', to: '/en/pricing/' }, '/assets/redirect-0123456789.js');
    expect(inlineCodeProblems(html)).toEqual([]);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/en/pricing/">');
    expect(html).toContain('<script src="/assets/redirect-0123456789.js" data-to="/en/pricing/"></script>');
  });

  it('escapes the target in attributes and text', () => {
    const html = redirectPage({ from: '/x', to: '/a"b<c>&/' }, '/assets/r.js');
    expect(html).toContain('data-to="/a&quot;b&lt;c&gt;&amp;/"');
    expect(html).not.toContain('a"b');
  });
});

describe("articles' redirectFrom", () => {
  /** The site's routes with earlier addresses given to its first article of `language`. */
  function withFormerPaths(language: 'en' | 'it', formerPaths: string[]) {
    const routes = siteRoutes();
    const index = routes.findIndex((route) => route.pageId === 'articleDetail' && route.language === language);
    const article = routes[index];
    if (!article) throw new Error(`no ${language} article`);
    routes[index] = { ...article, formerPaths };
    return { routes, article };
  }

  it('sends each old slug of a renamed article to its current address, as the route table’s aliases are', () => {
    const redirects = aliasRedirects();
    expect(redirects).toContainEqual({
      from: '/en/articles/staffing-agencies-ai-database-mining',
      to: '/en/articles/staffing-agencies-ai-candidate-database/',
    });
    expect(redirects).toContainEqual({
      from: '/it/articoli/agenzie-per-il-lavoro-ai-database-mining',
      to: '/it/articoli/agenzie-per-il-lavoro-valorizzare-database-candidati/',
    });
    expect(redirectsFile(redirects)).toContain(
      '/en/articles/staffing-agencies-ai-database-mining  /en/articles/staffing-agencies-ai-candidate-database/  301',
    );
  });

  it('fails the build for an old slug that is a page’s address', () => {
    const { routes, article } = withFormerPaths('en', ['/en/articles/', '/en/articles/elsewhere/']);
    expect(() => aliasRedirects(routes)).toThrow(`/en/articles is a page, and also redirects to ${article.path}`);
  });

  it('fails the build for one old address claimed by two articles', () => {
    const routes = siteRoutes();
    const articles = routes.filter((route) => route.pageId === 'articleDetail' && route.language === 'en');
    const [first, second] = articles;
    if (!first || !second) throw new Error('two English articles expected');
    const claimed = routes.map((route) =>
      route === first || route === second ? { ...route, formerPaths: ['/en/articles/shared-old-slug/'] } : route,
    );
    expect(() => aliasRedirects(claimed)).toThrow(
      `/en/articles/shared-old-slug redirects both to ${first.path} and to ${second.path}`,
    );
  });
});
