import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyFacts, parsedBodyFacts } from './body-facts';
import { splitFrontMatter } from './front-matter';
import { renderSimpleMarkdown } from './simple-markdown';

const CONTENT = fileURLToPath(new URL('../../content', import.meta.url));

/** The body of every Markdown page of the site (not the articles, which have no body facts). */
function pageBodies(): [string, string, number][] {
  const folder = join(CONTENT, 'legal');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const split = splitFrontMatter(readFileSync(join(folder, name), 'utf8'));
      if (!('body' in split)) throw new Error(`${name} has no body`);
      return [name, split.body, split.closingLine];
    });
}

describe('bodyFacts', () => {
  it("finds in the site's pages what one parse of the whole body finds", () => {
    const bodies = pageBodies();
    expect(bodies.length).toBeGreaterThan(0);
    for (const [name, body, closingLine] of bodies) {
      expect({ name, facts: bodyFacts(body, closingLine) }).toEqual({
        name,
        facts: parsedBodyFacts(body, closingLine),
      });
    }
  });

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
    expect(renderSimpleMarkdown(body, () => '')).toBeDefined();
    const facts = bodyFacts(body, 4);
    expect(facts).toEqual(parsedBodyFacts(body, 4));
    expect(facts.titleHeadings).toEqual([5, 23]);
    expect(facts.placeholders).toEqual([
      { name: 'company.legalName', line: 7, column: 8, place: 'text' },
      { name: 'company.privacyEmail', line: 8, column: 10, place: 'text' },
      { name: 'company.legalName', line: 17, column: 1, place: 'text' },
      { name: 'cookieTable', line: 19, column: 3, place: 'paragraph' },
      { name: 'x', line: 21, column: 12, place: 'text' },
    ]);
  });

  it('finds what one parse of the whole body finds (random pages near the fast subset)', () => {
    const text = fc
      .array(
        fc.constantFrom(
          'word',
          'Perché',
          ' ',
          ' ',
          '.',
          '{{company.legalName}}',
          '{{ cookieTable }}',
          '{{',
          '}}',
          '{{*x*}}',
          '{{`x`}}',
          '{{[a](/b)}}',
          '*em*',
          '`code`',
          '[link](/en/)',
          '[{{company.legalName}}](/x)',
          '#',
          '&',
          '\n',
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((tokens) => tokens.join('').trim() || 'x');
    const block = fc.oneof(
      text,
      fc.tuple(fc.integer({ min: 1, max: 3 }), text).map(([level, content]) => `${'#'.repeat(level)} ${content}`),
      fc.array(text, { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
      fc.array(text, { minLength: 1, maxLength: 2 }).map((lines) => lines.map((line) => `> ${line}`).join('\n')),
      fc.array(text, { minLength: 1, maxLength: 2 }).map((lines) => `\`\`\`\n${lines.join('\n')}\n\`\`\``),
    );
    const body = fc
      .array(fc.tuple(block, fc.constantFrom('\n\n', '\n\n', '\n')), { minLength: 1, maxLength: 6 })
      .map((blocks) => blocks.map(([content, gap]) => content + gap).join(''));
    fc.assert(
      fc.property(body, fc.integer({ min: 0, max: 9 }), (markdown, lineOffset) => {
        expect(bodyFacts(markdown, lineOffset)).toEqual(parsedBodyFacts(markdown, lineOffset));
      }),
      { numRuns: 400 },
    );
  });
});
