import { describe, expect, it } from 'vitest';
import articleSummaries from '../../../generated/articles/summaries';
import type { ArticleSummary } from '../../../content/schemas/article';
import type { Language } from '../../../i18n/languages';
import { openArticleSearch } from './article-search-engine';
import { articleSearchIndexJson } from './search-index';
import { LISTED_RESULTS } from './search-status';

/** The site's first article, which the tests' articles are made from. */
function modelArticle(): ArticleSummary {
  const [first] = articleSummaries;
  if (!first) throw new Error('the tests need one article in content/');
  return first;
}
const model = modelArticle();

function article(language: Language, slug: string, title: string, excerpt: string, keywords: string[]): ArticleSummary {
  return { ...model, language, slug, title, excerpt, keywords, tags: [] };
}

const english = [
  article('en', 'matching', 'AI candidate matching explained', 'How a shortlist is ranked.', ['screening']),
  article('en', 'database', 'Mining your candidate database', 'Old résumés, new hires.', ['staffing agencies']),
];
const italian = [
  article('it', 'assunzioni', 'Assunzioni più veloci nella ristorazione', 'Come ridurre i tempi.', ['horeca']),
  article('it', 'intelligenza', 'L’intelligenza artificiale dell’agenzia', 'Il database che lavora per te.', [
    'funzionalità',
  ]),
];
const all = [...english, ...italian];

const searchIn = (language: Language) => openArticleSearch(articleSearchIndexJson(all, language, new Map()), language);
const paths = (language: Language, query: string) => searchIn(language)(query).hits.map((hit) => hit.path);

describe('the article search index', () => {
  it('holds only the articles of its language, with title, excerpt and path for the results', () => {
    expect(searchIn('en')('candidate')).toEqual({
      hits: [
        { path: '/en/articles/matching/', title: english[0]?.title, excerpt: english[0]?.excerpt },
        { path: '/en/articles/database/', title: english[1]?.title, excerpt: english[1]?.excerpt },
      ],
      total: 2,
    });
    expect(paths('en', 'ristorazione')).toEqual([]);
    expect(paths('it', 'ristorazione')).toEqual(['/it/articoli/assunzioni/']);
  });

  it('searches title, excerpt and keywords', () => {
    expect(paths('en', 'shortlist')).toEqual(['/en/articles/matching/']);
    expect(paths('en', 'staffing')).toEqual(['/en/articles/database/']);
    expect(paths('it', 'horeca')).toEqual(['/it/articoli/assunzioni/']);
  });

  it('searches the names of its tags', () => {
    const tagged = { ...model, language: 'en', tags: ['hiring-metrics'] } satisfies ArticleSummary;
    const find = openArticleSearch(
      articleSearchIndexJson([tagged], 'en', new Map([['hiring-metrics', 'Onboarding metrics']])),
      'en',
    );
    expect(find('onboarding').total).toBe(1);
    expect(find('metrics').total).toBe(1);
  });

  it('finds words from their start, as they are typed', () => {
    expect(paths('en', 'mat')).toEqual(['/en/articles/matching/']);
    expect(paths('it', 'ristor')).toEqual(['/it/articoli/assunzioni/']);
  });

  it('forgives a typo in longer words', () => {
    expect(paths('en', 'candiadte')).toHaveLength(2);
    expect(paths('it', 'assunzione')).toEqual(['/it/articoli/assunzioni/']);
  });

  it('ignores accents and case', () => {
    expect(paths('en', 'RESUMES')).toEqual(['/en/articles/database/']);
    expect(paths('it', 'piu veloci')).toEqual(['/it/articoli/assunzioni/']);
    expect(paths('it', 'funzionalita')).toEqual(['/it/articoli/intelligenza/']);
  });

  it('reads an Italian elided article as the word after it', () => {
    expect(paths('it', 'l’intelligenza')).toEqual(['/it/articoli/intelligenza/']);
    expect(paths('it', "dell'agenzia")).toEqual(['/it/articoli/intelligenza/']);
  });

  it('needs every word of the query, so a longer query narrows', () => {
    expect(paths('en', 'candidate database')).toEqual(['/en/articles/database/']);
    expect(paths('en', 'candidate zzzyqx')).toEqual([]);
  });

  it('finds nothing for nonsense, and nothing for stop words alone', () => {
    expect(searchIn('en')('qwxzv')).toEqual({ hits: [], total: 0 });
    expect(paths('en', 'the')).toEqual([]);
  });

  it(`lists the best ${LISTED_RESULTS} and counts them all`, () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      article('en', `post-${index}`, `Recruiting note ${index}`, 'About recruiting.', ['recruiting']),
    );
    const found = openArticleSearch(articleSearchIndexJson(many, 'en', new Map()), 'en')('recruiting');
    expect(found.total).toBe(25);
    expect(found.hits).toHaveLength(LISTED_RESULTS);
  });
});
