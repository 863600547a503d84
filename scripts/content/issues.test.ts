import { describe, expect, it } from 'vitest';
import { describeValue, formatIssue, githubAnnotation, sortIssues, type ContentIssue } from './issues';

const issue: ContentIssue = {
  file: 'content/articles/en/hello.md',
  line: 6,
  column: 1,
  field: 'date',
  message: 'expected an ISO date (YYYY-MM-DD), found "15/09/2026"',
};

describe('formatIssue', () => {
  it('reads path:line:column field: message', () => {
    expect(formatIssue(issue)).toBe(
      'content/articles/en/hello.md:6:1 date: expected an ISO date (YYYY-MM-DD), found "15/09/2026"',
    );
  });
});

describe('githubAnnotation', () => {
  it('is an ::error workflow command with file, line and column', () => {
    expect(githubAnnotation(issue)).toBe(
      '::error file=content/articles/en/hello.md,line=6,col=1::date: expected an ISO date (YYYY-MM-DD), found "15/09/2026"',
    );
  });

  it('escapes %, carriage returns and newlines in the message', () => {
    const annotation = githubAnnotation({
      ...issue,
      field: '(yaml)',
      message: 'expected 100% valid YAML,\r\nfound\nthis',
    });
    expect(annotation).toBe(
      '::error file=content/articles/en/hello.md,line=6,col=1::(yaml): expected 100%25 valid YAML,%0D%0Afound%0Athis',
    );
    expect(annotation).not.toMatch(/[\r\n]/);
  });

  it('escapes % before the sequences it introduces', () => {
    expect(githubAnnotation({ ...issue, message: '%0A\n' })).toMatch(/::date: %250A%0A$/);
  });
});

describe('sortIssues', () => {
  it('sorts by file, then line, then column, without changing its input', () => {
    const at = (file: string, line: number, column: number): ContentIssue => ({ ...issue, file, line, column });
    const issues = [
      at('content/locales/it/common.yaml', 1, 1),
      at('content/company.yaml', 5, 1),
      at('content/articles/en/b.md', 10, 1),
      at('content/articles/en/b.md', 2, 7),
      at('content/articles/en/b.md', 2, 3),
      at('content/articles/en/a.md', 30, 1),
    ];
    const copy = [...issues];
    expect(sortIssues(issues).map(({ file, line, column }) => `${file}:${line}:${column}`)).toEqual([
      'content/articles/en/a.md:30:1',
      'content/articles/en/b.md:2:3',
      'content/articles/en/b.md:2:7',
      'content/articles/en/b.md:10:1',
      'content/company.yaml:5:1',
      'content/locales/it/common.yaml:1:1',
    ]);
    expect(issues).toEqual(copy);
  });
});

describe('describeValue', () => {
  it('tells a writer what was found', () => {
    expect(describeValue(undefined)).toBe('nothing (the field is missing)');
    expect(describeValue(null)).toBe('an empty value');
    expect(describeValue('five')).toBe('"five"');
    expect(describeValue(5)).toBe('5');
    expect(describeValue(true)).toBe('true');
    expect(describeValue(new Date('2026-09-15T00:00:00Z'))).toBe('the date 2026-09-15');
    expect(describeValue(['a', 'b'])).toBe('a list of 2');
    expect(describeValue({ a: 1 })).toBe('a group of fields');
  });

  it('shortens long text to 60 characters', () => {
    const shown = describeValue('x'.repeat(100));
    expect(shown).toBe(JSON.stringify(`${'x'.repeat(57)}...`));
  });
});
