import { describe, expect, it } from 'vitest';
import { bodyFacts } from './body-facts';
import { markdownProcessor } from './markdown';

describe('bodyFacts', () => {
  it('leaves out headings and placeholders in code, and places them on their line and column', () => {
    const body = [
      '# Title',
      '',
      'We are {{company.legalName}},',
      'write to {{ company.privacyEmail }}.',
      '',
      '```',
      '# not a heading',
      '',
      '{{not.a.placeholder}}',
      '```',
      '',
      '> A quote by',
      '> {{company.legalName}} and `{{code}}`.',
      '',
      '- {{cookieTable}}',
      '',
      '## Section {{x}}',
      '',
      '# Second title',
    ].join('\n');
    const facts = bodyFacts(markdownProcessor.parse(body), 4);
    expect(facts.titleHeadings).toEqual([5, 23]);
    expect(facts.placeholders).toEqual([
      { name: 'company.legalName', line: 7, column: 8, place: 'text' },
      { name: 'company.privacyEmail', line: 8, column: 10, place: 'text' },
      { name: 'company.legalName', line: 17, column: 1, place: 'text' },
      { name: 'cookieTable', line: 19, column: 3, place: 'paragraph' },
      { name: 'x', line: 21, column: 12, place: 'text' },
    ]);
  });

  it('finds the same facts when given the body, and skips only the walks that could find nothing', () => {
    const bodies = [
      'Up to 80% of the time, {claim:screening-time-saved}, for {{company.legalName}}.\n\n# Title',
      'Plain words only.\n\n## A section',
      'A figure, 3 times faster, and no placeholder.',
    ];
    for (const body of bodies) {
      const tree = markdownProcessor.parse(body);
      expect(bodyFacts(tree, 2, body)).toEqual(bodyFacts(tree, 2));
    }
    const withFigure = bodyFacts(markdownProcessor.parse(bodies[2] ?? ''), 0, bodies[2]);
    expect(withFigure.figureTexts.map(({ text }) => text)).toEqual([bodies[2]]);
  });
});
