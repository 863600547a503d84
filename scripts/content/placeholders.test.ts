import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { parseFrontMatter } from './front-matter';
import { markdownProcessor } from './markdown';
import {
  expandPlaceholders,
  placeholderProblems,
  placeholdersIn,
  type PlaceholderNames,
  type PlaceholderValues,
} from './placeholders';

const splitFrontMatter = (source: string) => parseFrontMatter(source, () => undefined);

/** The placeholders of a Markdown file's body, as the compiler finds them in the body's tree (body-facts.ts). */
function findPlaceholders(source: string) {
  const split = splitFrontMatter(source);
  if ('message' in split) return [];
  return placeholdersIn(markdownProcessor.parse(split.body), split.closingLine);
}

function placeholderIssues(source: string, file: string, names: PlaceholderNames) {
  return placeholderProblems(findPlaceholders(source), file, names);
}

const NAMES = { inline: new Set(['company.legalName', 'company.privacyEmail']), blocks: new Set(['cookieTable']) };

const VALUES: PlaceholderValues = {
  inline: new Map([
    ['company.legalName', { text: 'Fixture S.r.l. & Co' }],
    ['company.privacyEmail', { text: 'privacy@fixture.example', href: 'mailto:privacy@fixture.example' }],
  ]),
  blocks: new Map([['cookieTable', '<table><caption>Storage</caption></table>']]),
};

/** A Markdown page: five lines of front matter, so the body's first line is the file's line 6. */
function page(body: string): string {
  return `---\ntitle: T\nupdated: 2026-11-20\n---\n\n${body}`;
}

/** What a page's body becomes: rendered as every page is, then its placeholders replaced. */
function expanded(body: string): string {
  return expandPlaceholders(renderMarkdown(body), VALUES);
}

describe('findPlaceholders', () => {
  it('places each placeholder on its line and column of the file, front matter counted', () => {
    const found = findPlaceholders(page('Hello.\n\nWe are {{company.legalName}},\nwrite to {{ company.nope }}.\n'));
    expect(found).toEqual([
      { name: 'company.legalName', line: 8, column: 8, place: 'text' },
      { name: 'company.nope', line: 9, column: 10, place: 'text' },
    ]);
  });

  it('leaves out code spans and code blocks', () => {
    const source = page('Write `{{company.nope}}`.\n\n```\n{{company.nope}}\n```\n\n    {{company.nope}}\n');
    expect(findPlaceholders(source)).toEqual([]);
  });

  it('tells a paragraph of its own from running text and from a link address', () => {
    const places = findPlaceholders(
      page('{{cookieTable}}\n\nSee {{cookieTable}}.\n\n[mail](mailto:{{company.privacyEmail}})\n'),
    );
    expect(places.map(({ name, place }) => `${name} ${place}`)).toEqual([
      'cookieTable paragraph',
      'cookieTable text',
      'company.privacyEmail address',
    ]);
  });
});

describe('placeholderIssues', () => {
  it('names the file, the line and the unknown placeholder, with the ones that exist', () => {
    const [issue, ...rest] = placeholderIssues(page('By {{company.legalNmae}}.\n'), 'content/legal/en/terms.md', NAMES);
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ file: 'content/legal/en/terms.md', line: 6, column: 4, field: '(body)' });
    expect(issue?.message).toContain('found "{{company.legalNmae}}"');
    expect(issue?.message).toContain('{{company.legalName}}');
  });

  it('refuses a block placeholder within a sentence and any placeholder in a link address', () => {
    const issues = placeholderIssues(
      page('The table: {{cookieTable}}\n\n[write](mailto:{{company.privacyEmail}})\n'),
      'x.md',
      NAMES,
    );
    expect(issues.map((issue) => issue.line)).toEqual([6, 8]);
    expect(issues[0]?.message).toContain('alone on its own line');
    expect(issues[1]?.message).toContain("link's address");
  });

  it('accepts known placeholders where they may stand, and braces in code', () => {
    const source = page('{{cookieTable}}\n\nBy {{company.legalName}}; `{{whatever}}`.\n');
    expect(placeholderIssues(source, 'x.md', NAMES)).toEqual([]);
  });
});

describe('expandPlaceholders', () => {
  it('replaces inline placeholders by their escaped value', () => {
    expect(expanded('By {{company.legalName}}.')).toBe('<p>By Fixture S.r.l. &amp; Co.</p>');
  });

  it('makes a value with an address a link, except inside a link', () => {
    expect(expanded('Write to {{company.privacyEmail}}.')).toBe(
      '<p>Write to <a href="mailto:privacy@fixture.example">privacy@fixture.example</a>.</p>',
    );
    expect(expanded('[Write to **{{company.privacyEmail}}**](/en/privacy/)')).toBe(
      '<p><a href="/en/privacy/">Write to <strong>privacy@fixture.example</strong></a></p>',
    );
  });

  it('replaces a paragraph holding only a block placeholder by the block', () => {
    expect(expanded('Before.\n\n{{cookieTable}}\n\nAfter.')).toBe(
      '<p>Before.</p>\n<table><caption>Storage</caption></table>\n<p>After.</p>',
    );
  });

  it('leaves placeholders in code as written', () => {
    expect(expanded('Type `{{company.legalName}}`.\n\n```\n{{company.legalName}}\n```')).toBe(
      '<p>Type <code>{{company.legalName}}</code>.</p>\n<pre><code>{{company.legalName}}\n</code></pre>',
    );
  });

  it('keeps attributes that hold a > whole', () => {
    expect(expanded('[a > b](/en/x/ "1 > 0") and {{company.legalName}}')).toContain(
      'title="1 > 0">a > b</a> and Fixture',
    );
  });
});
