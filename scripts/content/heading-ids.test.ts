import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGE_IDS } from '../../src/content/article-page-ids';
import { headingIdAllocator, headingSlug } from './heading-ids';
import { renderMarkdown } from './markdown';

function ids(html: string): string[] {
  return [...html.matchAll(/ id="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('heading ids', () => {
  it('are GitHub-style slugs of the heading text', () => {
    expect(headingSlug('Hello, World!')).toBe('hello-world');
    expect(headingSlug('Perché è così: 500 canali')).toBe('perché-è-così-500-canali');
    expect(headingSlug('snake_case and `code`')).toBe('snake_case-and-code');
  });

  it('never take an id of the article page, and stay unique in the body', () => {
    const html = renderMarkdown(
      ['## Root', '## Main content', '## Mobile menu', '## Related title', '## Main content', '## Main content 1'].join(
        '\n\n',
      ),
    );
    expect(ids(html)).toEqual([
      'root-1',
      'main-content-1',
      'mobile-menu-1',
      'related-title-1',
      'main-content-2',
      'main-content-1-1',
    ]);
    for (const id of ARTICLE_PAGE_IDS) expect(ids(html)).not.toContain(id);
  });

  it("never look like React's useId ids", () => {
    expect(ids(renderMarkdown('## `_R_0_`\n\n## `_r_1_`\n\n## `_private`'))).toEqual([
      '_r_0_-1',
      '_r_1_-1',
      '_private',
    ]);
  });

  it('give headings without letters an id too', () => {
    expect(ids(renderMarkdown('## !!!\n\n## ???'))).toEqual(['section', 'section-1']);
  });

  it('are found in time linear in the number of headings, however many repeat', () => {
    const nextId = headingIdAllocator((id) => id === 'faq');
    const headings = 20_000;
    const started = performance.now();
    const given = Array.from({ length: headings }, (_, index) => nextId(index % 2 === 0 ? 'FAQ' : 'FAQ 1'));
    // Trying -1, -2, … from the start for each heading took 2 × 10⁸ tries here: many seconds.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(new Set(given).size).toBe(headings);
    expect(given.slice(0, 4)).toEqual(['faq-1', 'faq-1-1', 'faq-2', 'faq-1-2']);
  });
});
