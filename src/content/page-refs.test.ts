import { describe, expect, it } from 'vitest';
import { findPageRefs, pageRefId } from './page-refs';

describe('page references in content', () => {
  const content = {
    sections: [
      { type: 'hero', actions: [{ page: 'demo', label: 'Request a demo' }] },
      { type: 'linkCards', cards: [{ title: 'CV screening', link: { page: 'featureDetail', key: 'cv-screening' } }] },
      { type: 'faq', items: [{ question: 'Which page?', answer: 'The page field of a link only.' }] },
    ],
  };

  it('finds every object with a page of the route table, with the path that holds it', () => {
    expect(findPageRefs(content)).toEqual([
      { ref: { page: 'demo' }, path: ['sections', 0, 'actions', 0] },
      { ref: { page: 'featureDetail', key: 'cv-screening' }, path: ['sections', 1, 'cards', 0, 'link'] },
    ]);
  });

  it('ignores a page field that names no page (the schemas have refused it already)', () => {
    expect(findPageRefs({ link: { page: 'nowhere' } })).toEqual([]);
  });

  it('names a reference by its page and, for a family, its key', () => {
    expect(pageRefId({ page: 'demo' })).toBe('demo');
    expect(pageRefId({ page: 'featureDetail', key: 'cv-screening' })).toBe('featureDetail/cv-screening');
  });
});
