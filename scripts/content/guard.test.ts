import { describe, expect, it } from 'vitest';
import { guardFile } from './guard';

describe('guardFile', () => {
  it('returns the work when it succeeds', () => {
    expect(
      guardFile(
        'a.md',
        () => 42,
        () => 0,
      ),
    ).toBe(42);
  });

  it('turns an exception into an issue naming the file on line 1, without a stack trace', () => {
    const issues = guardFile(
      'content/articles/en/a.md',
      (): string[] => {
        throw new RangeError('Maximum call stack size exceeded\n    at deep (file.js:1:1)');
      },
      (issue) => [`${issue.file}:${issue.line} ${issue.field}: ${issue.message}`],
    );
    expect(issues).toEqual([
      'content/articles/en/a.md:1 (file): expected a file the compiler can read, found one it failed on (RangeError: Maximum call stack size exceeded); please report this with the file attached',
    ]);
  });

  it('handles thrown values that are not errors', () => {
    const result = guardFile(
      'x.yaml',
      (): string => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a hostile library may throw anything
        throw 'a string';
      },
      (issue) => issue.message,
    );
    expect(result).toContain('(a string)');
  });
});
