import { describe, expect, it } from 'vitest';
import { siteProblems, type SiteFacts } from './site-checks';

const BUILT: SiteFacts = {
  hasIndex: true,
  hasWorker: false,
  hasWorkerEntry: false,
  hasRoutes: false,
  hasFunctions: true,
};
const BUNDLED: SiteFacts = { ...BUILT, hasWorker: true, hasWorkerEntry: true, hasRoutes: true };

describe('siteProblems', () => {
  it('accepts a built site with functions/, or a bundled one with --site-only', () => {
    expect(siteProblems({ site: 'dist', siteOnly: false }, BUILT)).toEqual([]);
    expect(siteProblems({ site: 'preview-site', siteOnly: true }, { ...BUNDLED, hasFunctions: false })).toEqual([]);
  });

  it('refuses a folder with no site', () => {
    expect(siteProblems({ site: 'dist', siteOnly: false }, { ...BUILT, hasIndex: false })).toEqual([
      'dist/ holds no built site (no index.html): run npm run build first',
    ]);
  });

  it('refuses a _worker.js that would replace functions/, and a missing functions/', () => {
    expect(siteProblems({ site: 'dist', siteOnly: false }, { ...BUNDLED, hasFunctions: false })).toEqual([
      'dist/_worker.js exists: Pages would run it instead of functions/; rebuild the site',
      'functions/ is missing: the forms would have no endpoint',
    ]);
  });

  it('refuses --site-only without the bundled functions and their routes', () => {
    expect(siteProblems({ site: 'preview-site', siteOnly: true }, { ...BUNDLED, hasRoutes: false })).toHaveLength(1);
    expect(siteProblems({ site: 'preview-site', siteOnly: true }, BUILT)[0]).toMatch(/lacks _worker.js\/index.js/);
  });
});
