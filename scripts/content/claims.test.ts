import { describe, expect, it } from 'vitest';
import { findFigures, statesFigure } from '../../src/content/figures';
import { legalPageSchema } from '../../src/content/schemas/legal';
import { FIXTURE_KINDS } from './__fixtures__/kinds';
import { goodSiteForTest } from './__fixtures__/fixture-site';
import { figureItemSchema } from '../../src/content/schemas/sections';
import { inFileOf, withClaims } from '../../src/content/schemas/claim-fill';
import { claimReferencesFilled, quotationFilled } from './claim-text';
import { checkClaimReferences, claimProblemsInText, resolveClaimsInHtml, type Claims } from './claims';
import { parseYaml } from './yaml-document';
import { quotation } from '../../src/content/schemas/common';
import { LANGUAGES } from '../../src/i18n/languages';
import { z } from 'zod';
import { compileContent, type CompileResult } from './compile';
import type { ContentIssue } from './issues';
import { contentPaths } from './paths';
import { schemaFrom } from './schema-type';

const FEATURE_EN = 'content/features/en/cv-screening.yaml';
const FEATURE_IT = 'content/features/it/screening-cv.yaml';
const ARTICLE_EN = 'content/articles/en/hello-talvera.md';
const ARTICLE_IT = 'content/articles/it/ciao-talvera.md';
const CLAIMS = 'content/claims.yaml';

/** One of each pattern the rule refuses. */
const FIGURES = ['80%', '35 per cento', '20 percent', '3×', '3x', '2 volte', '3 times'];
const FIGURE_SENTENCE = 'It saves 80%, 35 per cento, 20 percent, 3× or 3x the time, 2 volte or 3 times more.';

const placeOf = ({ file, line, column, field }: ContentIssue) => ({ file, line, column, field });
const issuesOf = (result: CompileResult) => result.issues;

/** Every generated module's text, to find what a page will show. */
const generated = (result: CompileResult) => [...result.files.values()].join('\n');

describe('the figures a page may write (src/content/figures.ts)', () => {
  it('finds each pattern after a number, and no figure in ordinary numbers', () => {
    expect(findFigures(FIGURE_SENTENCE).map(({ written }) => written)).toEqual(FIGURES);
    expect(findFigures('Oltre 500 canali, 30+ lingue, 2–6 settimane, una foto di 1200x630 e turni 5x2.')).toEqual([]);
    // The no-break space typography puts after a number does not hide a figure.
    expect(findFigures('fino all’80\u00a0%')).toEqual([{ index: 9, written: '80\u00a0%', kind: 'percent' }]);
  });

  it('reads a claim reference as no figure, even when its id holds one', () => {
    expect(findFigures('{claim:save-3x-time} less time')).toEqual([]);
  });

  it('tells a figure from a frequency: only the figure cannot be an exception', () => {
    for (const figure of [
      '80%',
      'fino al 90%',
      '3×',
      'fino a 3x',
      '3 volte più rapide',
      '2 times faster',
      'up to 5 times',
      'tre volte più rapide',
      'fino a cinque volte',
      'twice as fast',
      'three times the reach',
      'il doppio',
      'cinquanta per cento',
    ])
      expect(statesFigure(figure), figure).toBe(true);
    for (const phrase of [
      '3 volte a settimana',
      'twice a day',
      'turni 6 x 1',
      '2 times a day',
      'tre volte a settimana',
    ])
      expect(statesFigure(phrase), phrase).toBe(false);
    // In words, a fraction or ratio is also a date, a time or an idiom; something done twice is no multiplier.
    for (const phrase of ['a metà aprile', 'after a quarter', 'the other half', 'typed twice'])
      expect(statesFigure(phrase), phrase).toBe(false);
  });

  it('finds figures in words and in digits together, in order, each once', () => {
    expect(findFigures('Il doppio dei colloqui, il 30% in meno, 9 su 10 soddisfatti e metà dei costi.')).toEqual([
      { index: 0, written: 'Il doppio', kind: 'multiplier' },
      { index: 27, written: '30%', kind: 'percent' },
      { index: 40, written: '9 su 10', kind: 'ratio' },
      { index: 62, written: 'metà', kind: 'fraction' },
    ]);
  });
});

describe('claims (scripts/content/claims.ts)', () => {
  it('refuses every pattern of figure in a YAML prose field, naming the file, line, column and field', () => {
    const site = goodSiteForTest();
    site.edit(FEATURE_EN, 'intro: Rank applicants against the role.', `intro: ${FIGURE_SENTENCE}`);
    const issues = issuesOf(site.compile());
    expect(issues.map(placeOf)).toEqual(
      FIGURES.map(() => ({ file: FEATURE_EN, line: 9, column: 5, field: 'sections.0.intro' })),
    );
    issues.forEach((issue, index) => {
      expect(issue.message).toContain('expected a figure written as a claim reference, {claim:<id>}');
      expect(issue.message).toContain('"Adding a figure" in content/README.md');
      expect(issue.message).toContain(`found "${FIGURES[index] ?? ''}"`);
    });
  });

  it('refuses every pattern of figure in a Markdown body, each at its own column', () => {
    const site = goodSiteForTest();
    site.edit(ARTICLE_IT, 'Questo articolo di prova', `${FIGURE_SENTENCE}\n\nQuesto articolo di prova`);
    const issues = issuesOf(site.compile());
    const line = site.read(ARTICLE_IT).split('\n').indexOf(FIGURE_SENTENCE) + 1;
    expect(issues.map(placeOf)).toEqual(
      FIGURES.map((figure) => ({
        file: ARTICLE_IT,
        line,
        column: FIGURE_SENTENCE.indexOf(figure) + 1,
        field: '(body)',
      })),
    );
  });

  it('refuses figures in words in a Markdown body without a digit, and in a YAML field, each at its column', () => {
    const site = goodSiteForTest();
    const sentence = 'Le candidature sono il doppio e i tempi calano di un terzo.';
    site.edit(ARTICLE_IT, 'Questo articolo di prova', `${sentence}\n\nQuesto articolo di prova`);
    site.edit(FEATURE_EN, 'intro: Rank applicants against the role.', 'intro: Nine in ten teams hire twice as fast.');
    const issues = issuesOf(site.compile());
    const line = site.read(ARTICLE_IT).split('\n').indexOf(sentence) + 1;
    expect(issues.map((issue) => [placeOf(issue), /found "(.*)"$/.exec(issue.message)?.[1]])).toEqual([
      [{ file: ARTICLE_IT, line, column: sentence.indexOf('il doppio') + 1, field: '(body)' }, 'il doppio'],
      [{ file: ARTICLE_IT, line, column: sentence.indexOf('un terzo') + 1, field: '(body)' }, 'un terzo'],
      [{ file: FEATURE_EN, line: 9, column: 5, field: 'sections.0.intro' }, 'Nine in ten'],
      [{ file: FEATURE_EN, line: 9, column: 5, field: 'sections.0.intro' }, 'twice'],
    ]);
  });

  it('refuses a figure in an article’s front matter and in a testimonial', () => {
    const site = goodSiteForTest();
    site.edit(ARTICLE_EN, 'excerpt: ', 'excerpt: Up to 80% faster. ');
    site.write(
      'content/testimonials/en.yaml',
      site.read('content/testimonials/en.yaml').replace(/quote: /, 'quote: Now 40% more roles. '),
    );
    const fields = issuesOf(site.compile()).map(({ file, field }) => `${file} ${field}`);
    expect(fields).toEqual([`${ARTICLE_EN} excerpt`, 'content/testimonials/en.yaml testimonials.0.quote']);
  });

  it('resolves a claim reference into the figure and its basis, in a list of figures, prose and Markdown', () => {
    const site = goodSiteForTest();
    site.edit(FEATURE_IT, 'intro: ', "intro: '{claim:screening-time-saved} di tempo in meno.' # ");
    site.edit(
      ARTICLE_IT,
      'Questo articolo di prova',
      'Lo screening fa risparmiare {claim:screening-time-saved} del tempo.\n\nQuesto articolo di prova',
    );
    const result = site.compile();
    expect(result.issues).toEqual([]);
    const modules = generated(result);
    // The English stats item: value, label and basis from content/claims.yaml.
    expect(modules).toContain('"claim": "screening-time-saved",\n');
    expect(modules).toMatch(
      /"value": "up to 80%",\s*"label": "less screening time",\s*"basis": "according to our customers"/,
    );
    // Italian prose, at the start of a text (a capital) and in an article's HTML: the basis after the phrase.
    expect(modules).toContain('Fino all’80% di tempo in meno (secondo i nostri clienti).');
    expect(modules).toContain('Lo screening fa risparmiare fino all’80% del tempo (secondo i nostri clienti).');
    expect(modules).not.toContain('{claim:');
  });

  it('shows the basis of a figure someone cites beside their name, never inside their words', () => {
    const site = goodSiteForTest();
    site.edit(
      'content/testimonials/it.yaml',
      'quote: Ottimo strumento 1.',
      'quote: Lo screening ora ci prende {claim:screening-time-saved} di tempo in meno.',
    );
    const result = site.compile();
    expect(result.issues).toEqual([]);
    const testimonials = result.files.get('testimonials/it.ts') ?? '';
    expect(testimonials).toContain('"quote": "«Lo screening ora ci prende fino all’80% di tempo in meno.»",');
    expect(testimonials).toContain('"quoteBasis": "Secondo i nostri clienti"');
    // A quote that cites no figure has no basis to show.
    expect(testimonials.split('"quoteBasis"')).toHaveLength(2);
  });

  it('refuses a reference to no claim, listing the ids there are', () => {
    const site = goodSiteForTest();
    site.edit(FEATURE_EN, '      - claim: screening-time-saved', '      - claim: screening-time');
    site.edit(ARTICLE_EN, 'excerpt: ', 'excerpt: "{claim:nope}" # ');
    const issues = issuesOf(site.compile());
    expect(issues.map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${ARTICLE_EN} excerpt`,
      `${FEATURE_EN} sections.1.items.0.claim`,
    ]);
    for (const issue of issues)
      expect(issue.message).toContain('expected the id of a claim in content/claims.yaml (screening-time-saved)');
  });

  it('refuses a changed value: a figure beside a claim reference, in a sentence or a list of figures', () => {
    const site = goodSiteForTest();
    site.edit(
      FEATURE_EN,
      '      - claim: screening-time-saved',
      '      - { claim: screening-time-saved, value: up to 85% }',
    );
    site.edit(
      FEATURE_EN,
      'intro: Rank applicants against the role.',
      "intro: '{claim:screening-time-saved} less time, 85% for some.'",
    );
    const issues = issuesOf(site.compile());
    expect(issues.map(placeOf)).toEqual([
      { file: FEATURE_EN, line: 9, column: 5, field: 'sections.0.intro' },
      { file: FEATURE_EN, line: 17, column: 40, field: 'sections.1.items.0.value' },
    ]);
    expect(issues[0]?.message).toBe(
      'expected the figure of {claim:screening-time-saved} only through the reference, which shows "up to 80%", found "85%" written beside it',
    );
    expect(issues[1]?.message).toBe(
      'expected the figure of claim "screening-time-saved", "up to 80%", or no value (the claim gives it), found "up to 85%"',
    );
  });

  it('refuses a label or basis of its own beside a claim: every page says the same', () => {
    const site = goodSiteForTest();
    site.edit(
      FEATURE_EN,
      '      - claim: screening-time-saved',
      '      - { claim: screening-time-saved, label: less reading }',
    );
    const issues = issuesOf(site.compile());
    expect(issues.map(({ field }) => field)).toEqual(['sections.1.items.0.label']);
    expect(issues[0]?.message).toContain('expected no label beside a claim');
  });

  it('accepts the claim’s own figure written beside it in a list of figures', () => {
    const site = goodSiteForTest();
    site.edit(
      FEATURE_EN,
      '      - claim: screening-time-saved',
      '      - { claim: screening-time-saved, value: up to 80% }',
    );
    expect(issuesOf(site.compile())).toEqual([]);
  });

  it('refuses two claims of one metric and scope that disagree, at the later value', () => {
    const site = goodSiteForTest();
    site.edit(
      CLAIMS,
      'exceptions:',
      `  - id: screening-time-saved-again
    metric: screening-time
    scope: all-customers
    value: 85
    unit: percent
    bound: up-to
    text: { en: up to 85%, it: fino all'85% }
    label: { en: less screening time, it: di tempo in meno per lo screening }
    basis: { en: according to our customers, it: secondo i nostri clienti }
    evidence: pending
exceptions:`,
    );
    const issues = issuesOf(site.compile());
    expect(issues.map(placeOf)).toEqual([{ file: CLAIMS, line: 16, column: 5, field: 'claims.1.value' }]);
    expect(issues[0]?.message).toContain('expected the figure of claim "screening-time-saved"');
    expect(issues[0]?.message).toContain('found 85 percent');
  });

  it('accepts one metric with other figures in other scopes', () => {
    const site = goodSiteForTest();
    site.edit(
      CLAIMS,
      'exceptions:',
      `  - id: agencies-screening-time
    metric: screening-time
    scope: customers:agencies
    value: -40
    unit: percent
    text: { en: −40%, it: −40% }
    label: { en: screening time, it: tempo di screening }
    basis: { en: according to our agency customers, it: secondo le agenzie clienti }
    evidence: pending
exceptions:`,
    );
    expect(issuesOf(site.compile())).toEqual([]);
  });

  it('lets an exception’s phrase through, and refuses an exception that is itself a figure', () => {
    const site = goodSiteForTest();
    site.edit(FEATURE_IT, 'intro: ', 'intro: Turni 6 x 1 in ogni magazzino. ');
    expect(issuesOf(site.compile())).toEqual([]);

    site.edit(CLAIMS, 'exceptions:\n', "exceptions:\n  - { phrase: fino all'80%, reason: we say it everywhere }\n");
    const issues = issuesOf(site.compile());
    expect(issues.map(placeOf)).toEqual([{ file: CLAIMS, line: 14, column: 7, field: 'exceptions.0.phrase' }]);
    expect(issues[0]?.message).toContain('a phrase that is not itself a percentage or multiplier');
  });

  it('without its exception, the same phrase is refused', () => {
    const site = goodSiteForTest();
    site.edit(
      CLAIMS,
      '  - phrase: turni 6 x 1\n    reason: a shift pattern (six days on, one off), not a multiplier\n',
      '',
    );
    site.edit(FEATURE_IT, 'intro: ', 'intro: Turni 6 x 1 in ogni magazzino. ');
    expect(issuesOf(site.compile()).map(({ field }) => field)).toEqual(['sections.0.intro']);
  });

  it('leaves the UI strings and Markdown pages such as the legal pages alone: they state terms, not claims', () => {
    const site = goodSiteForTest();
    site.edit(
      'content/locales/en/common.yaml',
      "greeting: 'Hello, {{name}}!'",
      "greeting: 'Hello, {{name}}! Save 20% today.'",
    );
    site.edit('content/locales/it/common.yaml', 'greeting: ', "greeting: 'Risparmia il 20%' # ");
    site.write(
      'content/legal/en/terms.md',
      '---\ntitle: Terms of service\ndescription: The terms under which customers use the platform, with the service level and its credits.\nupdated: 2026-11-25\ntranslationKey: terms\n---\n\nAvailability is 99.5% a month; a credit of 10 percent applies below it.\n',
    );
    const legal = { module: 'legal', markdown: 'legal', ...schemaFrom('legal', { legalPageSchema }) } as const;
    const result = compileContent(contentPaths(site.root), [...FIXTURE_KINDS, legal]);
    expect(result.issues.filter((issue) => issue.message.includes('claim'))).toEqual([]);
    expect(result.issues.map(({ file }) => file)).not.toContain('content/legal/en/terms.md');
  });

  it('a site without content/claims.yaml has no claims, and refuses any figure', () => {
    const site = goodSiteForTest();
    site.write(CLAIMS, 'claims: []\n');
    // The team pages' "twice a year" too: without the file, no exception lets it through.
    expect(issuesOf(site.compile()).map(({ field }) => field)).toEqual([
      'sections.1.items.0.claim',
      'join.benefits.5.text',
      'join.benefits.5.text',
    ]);
  });
});

describe('claim references in text (claims.ts)', () => {
  const claims: Claims = {
    byId: new Map([
      [
        'hiring-speed',
        {
          id: 'hiring-speed',
          metric: 'hiring-speed',
          scope: 'cases-shown',
          value: 3,
          unit: 'times',
          text: { en: '3×', it: '3 volte' },
          label: { en: 'faster hiring', it: 'più rapide le assunzioni' },
          basis: { en: 'in the cases below', it: 'nei casi qui sotto' },
          evidence: 'pending',
        },
      ],
    ]),
    exceptions: [{ phrase: '2 volte a settimana', reason: 'a frequency' }],
  };

  it('refuses a figure in someone’s words in a file both languages share, where no name shows its basis', () => {
    const file = 'content/case-studies/cases.yaml';
    const document = parseYaml(
      'quote:\n  text:\n    en: We hire {claim:hiring-speed} faster.\n    it: Assumiamo in fretta.\n',
      file,
    );
    const schema = z.strictObject({
      quote: z.strictObject({ text: z.strictObject({ en: quotation, it: quotation }) }),
    });
    const checked = [{ file, document, data: document.data, languages: LANGUAGES, schema }];
    const { issues } = checkClaimReferences(checked, [], claims);
    expect(issues.map(({ line, field }) => ({ line, field }))).toEqual([{ line: 3, field: 'quote.text.en' }]);
    expect(issues[0]?.message).toMatch(
      /^expected no claim reference in someone's words in a file both languages share/,
    );
  });

  it('fills the figures of someone’s words and gives their basis apart, once for figures that share it', () => {
    expect(
      quotationFilled('Ora {claim:hiring-speed} più rapide, poi {claim:hiring-speed}.', 'it', claims.byId),
    ).toEqual({
      words: 'Ora 3 volte più rapide, poi 3 volte.',
      basis: 'Nei casi qui sotto',
    });
    expect(quotationFilled('Nessuna cifra.', 'it', claims.byId)).toEqual({ words: 'Nessuna cifra.' });
  });

  it('shows the basis after the phrase the figure stands in, a capital only where a sentence starts', () => {
    expect(claimReferencesFilled('{claim:hiring-speed} più rapide. Poi {claim:hiring-speed}.', 'it', claims.byId)).toBe(
      '3 volte più rapide (nei casi qui sotto). Poi 3 volte (nei casi qui sotto).',
    );
    expect(resolveClaimsInHtml('<li>{claim:hiring-speed} faster &amp; better</li>', 'en', claims)).toBe(
      '<li>3× faster &amp; better (in the cases below)</li>',
    );
    // The copy review's case: the basis no longer cuts the noun phrase in two.
    expect(
      claimReferencesFilled(
        'Fino al {claim:hiring-speed} di tempo in meno per pubblicare gli annunci',
        'it',
        claims.byId,
      ),
    ).toBe('Fino al 3 volte di tempo in meno per pubblicare gli annunci (nei casi qui sotto)');
    // In a quotation, at the end of the customer's sentence; two figures of one phrase share its end.
    expect(
      claimReferencesFilled('«Da {claim:hiring-speed} a {claim:hiring-speed} più rapide.»', 'it', claims.byId),
    ).toBe('«Da 3 volte a 3 volte più rapide (nei casi qui sotto).»');
  });

  it('fills in an item naming a claim, in the page’s language', () => {
    const parsed = withClaims(claims.byId, () =>
      inFileOf('it', () => figureItemSchema.parse({ claim: 'hiring-speed' })),
    );
    expect(parsed).toEqual({
      claim: 'hiring-speed',
      value: '3 volte',
      label: 'più rapide le assunzioni',
      basis: 'nei casi qui sotto',
    });
  });

  it('lets a listed phrase through, telling where, and names the claim a figure is beside', () => {
    const waived: unknown[] = [];
    const text = 'Promemoria 2 volte a settimana.';
    expect(claimProblemsInText(text, 'it', claims, (...waiver) => waived.push(waiver))).toEqual([]);
    expect(waived).toEqual([[text.indexOf('2 volte'), { phrase: '2 volte a settimana', reason: 'a frequency' }]]);
    expect(claimProblemsInText('Assunzioni {claim:hiring-speed} più rapide, non 4 volte.', 'it', claims)).toEqual([
      {
        offset: 48,
        message:
          'expected the figure of {claim:hiring-speed} only through the reference, which shows "3 volte", found "4 volte" written beside it',
      },
    ]);
  });
});
