import { describe, expect, it } from 'vitest';
import { footerColumnLinks } from './navigation';

describe('footerColumnLinks', () => {
  it("lists the pages whose route-table entry names the column, in the table's order, in the page's language", () => {
    expect(footerColumnLinks('resources', 'it')).toEqual([
      { href: '/it/articoli/', labelKey: 'nav.articles' },
      { href: '/it/integrazioni/', labelKey: 'nav.integrations' },
      { href: '/it/casi-studio/', labelKey: 'nav.caseStudies' },
    ]);
    expect(footerColumnLinks('company', 'en').map((link) => link.href)).toEqual([
      '/en/pricing/',
      '/en/demo/',
      '/en/team/',
    ]);
  });
});
