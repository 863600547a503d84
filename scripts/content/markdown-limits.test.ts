import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import {
  MAX_BRACKETS_PER_PARAGRAPH,
  MAX_EMPHASIS_RUNS_PER_PARAGRAPH,
  MAX_MARKDOWN_INDENT,
  MAX_MARKDOWN_NESTING,
  markdownShapeProblem,
} from './markdown-limits';

describe('markdownShapeProblem', () => {
  it('accepts ordinary articles: quotes, nested lists, code blocks and links', () => {
    const body = [
      'Text with [a link](/en/) and [another](https://example.com).',
      '',
      '> A quote',
      '> > quoted twice',
      '',
      '- item',
      '  - nested',
      '    1. numbered',
      '',
      '```json',
      `${' '.repeat(80)}"deep": "code may be indented at will"`,
      '```',
    ].join('\n');
    expect(markdownShapeProblem(body)).toBeUndefined();
  });

  it('refuses quotes and lists nested too deeply, on their line', () => {
    expect(markdownShapeProblem(`Fine\n\n${'> '.repeat(MAX_MARKDOWN_NESTING + 1)}deep`)).toEqual({
      line: 3,
      message: expect.stringContaining(`found ${MAX_MARKDOWN_NESTING + 1}`) as string,
    });
    expect(markdownShapeProblem(`${'- '.repeat(1000)}x`)?.line).toBe(1);
    expect(markdownShapeProblem(`${'> - 1. '.repeat(10)}x`)?.line).toBe(1);
    expect(markdownShapeProblem(`${'> '.repeat(MAX_MARKDOWN_NESTING)}at the limit`)).toBeUndefined();
  });

  it('refuses deep indentation outside code blocks', () => {
    expect(markdownShapeProblem(`a\n${' '.repeat(MAX_MARKDOWN_INDENT + 1)}- x`)).toEqual({
      line: 2,
      message: expect.stringContaining('indentation') as string,
    });
    expect(markdownShapeProblem(`a\n${'\t'.repeat(17)}x`)?.line).toBe(2);
  });

  it('refuses too many [ in one paragraph, but not across paragraphs', () => {
    expect(markdownShapeProblem(`a\n\n${'['.repeat(MAX_BRACKETS_PER_PARAGRAPH + 1)}`)?.line).toBe(3);
    const manyParagraphs = Array.from({ length: 20 }, () => '[x](/en/) '.repeat(50)).join('\n\n');
    expect(markdownShapeProblem(manyParagraphs)).toBeUndefined();
  });

  it('refuses too many runs of * or _ in one paragraph, on the line that passes the limit (*a** × 30,500 took 74 s)', () => {
    const started = performance.now();
    const problem = markdownShapeProblem(`Fine.\n\n${'*a**'.repeat(30_500)}\n`);
    expect(problem?.line).toBe(3);
    expect(problem?.message).toContain(`at most ${MAX_EMPHASIS_RUNS_PER_PARAGRAPH} runs of * or _ in one paragraph`);
    expect(markdownShapeProblem('**a*'.repeat(MAX_EMPHASIS_RUNS_PER_PARAGRAPH))?.line).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);
    const manyParagraphs = Array.from({ length: 50 }, () => '*one* **two** _three_ snake_case '.repeat(20)).join(
      '\n\n',
    );
    expect(markdownShapeProblem(manyParagraphs)).toBeUndefined();
  });

  it('keeps the worst body under the emphasis limit fast to render', () => {
    const worst = Array.from({ length: 30 }, () => '*a**'.repeat(MAX_EMPHASIS_RUNS_PER_PARAGRAPH / 2)).join('\n\n');
    expect(markdownShapeProblem(worst)).toBeUndefined();
    const started = performance.now();
    renderMarkdown(worst);
    // Generous, for a busy machine: the same text in one paragraph took minutes.
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('keeps the worst accepted body fast to render', () => {
    // Right under the bracket limit, a hundred times (a 128 KB file holds about 500).
    const worst = Array.from({ length: 100 }, () => '['.repeat(MAX_BRACKETS_PER_PARAGRAPH)).join('\n\n');
    expect(markdownShapeProblem(worst)).toBeUndefined();
    const started = performance.now();
    renderMarkdown(worst);
    renderMarkdown(`${'> '.repeat(MAX_MARKDOWN_NESTING)}deep\n`.repeat(500));
    // Generous: the machine may be busy; unbounded input took minutes or overflowed the stack.
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
