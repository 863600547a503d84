import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { compileSource, type CompiledFiles } from './compiled-source';
import { contentPaths } from './paths';
import { MARKDOWN_COMPILE_LIMIT_MS, runWithin } from './time-limit';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A quadratic input, 122 KB of `*a**`, behind a line the emphasis limit takes for a code fence. */
const SLOW_ARTICLE = fileURLToPath(new URL('./__fixtures__/hostile/rejected/slow-emphasis.md', import.meta.url));

describe('runWithin', () => {
  it('stops synchronous work that runs past the limit, and runs the next work as usual', () => {
    const started = performance.now();
    let spins = 0;
    const stopped = runWithin(200, () => {
      for (;;) spins++;
    });
    expect(stopped).toEqual({ finished: false });
    expect(spins).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(runWithin(200, () => 'done')).toEqual({ finished: true, result: 'done' });
  });

  it('runs work within work under the outer limit, which stops both', () => {
    const nested = runWithin(60_000, () => runWithin(60_000, () => 'inner done'));
    expect(nested).toEqual({ finished: true, result: { finished: true, result: 'inner done' } });
    const started = performance.now();
    const stopped = runWithin(200, () =>
      runWithin(60_000, () => {
        for (;;);
      }),
    );
    expect(stopped).toEqual({ finished: false });
    expect(performance.now() - started).toBeLessThan(2_000);
    // The limit is off again once the outer work is stopped.
    expect(runWithin(200, () => 'next')).toEqual({ finished: true, result: 'next' });
    expect(
      runWithin(200, () => {
        for (;;);
      }),
    ).toEqual({ finished: false });
  });

  it('gives back what the work returns, and throws on what it throws', () => {
    const result = { html: '<p>x</p>' };
    expect(runWithin(1_000, () => result)).toEqual({ finished: true, result });
    expect(() =>
      runWithin(1_000, () => {
        throw new RangeError('bad');
      }),
    ).toThrow(RangeError);
  });
});

describe('the Markdown compile time limit', () => {
  it('stops a file still compiling after 5 s, names it, and does not keep what it gave', () => {
    expect(MARKDOWN_COMPILE_LIMIT_MS).toBe(5_000);
    {
      const compiled: CompiledFiles = new Map();
      const started = performance.now();
      const result = compileSource({ ...contentPaths(PROJECT_ROOT), compiled }, SLOW_ARTICLE, ARTICLES);
      expect(performance.now() - started).toBeLessThan(MARKDOWN_COMPILE_LIMIT_MS + 5_000);
      const file = relative(PROJECT_ROOT, SLOW_ARTICLE);
      expect(result.issues).toEqual([
        {
          file,
          line: 1,
          column: 1,
          field: '(body)',
          message: expect.stringMatching(
            /^expected Markdown that compiles within 5 s, found one still compiling after 5 s; /,
          ) as unknown,
        },
      ]);
      expect(compiled.size).toBe(0);
    }
  }, 30_000);
});
