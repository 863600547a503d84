import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('splits a --- block from the body and says where each starts', () => {
    expect(splitFrontMatter('---\ntitle: A\nslug: a\n---\n\nBody\n')).toEqual({
      yaml: 'title: A\nslug: a',
      firstLine: 2,
      closingLine: 4,
      body: '\nBody\n',
    });
  });

  it('accepts ---yaml, CRLF line ends and blanks after the dashes', () => {
    expect(splitFrontMatter('---yaml\r\ntitle: A\r\n--- \r\nBody')).toMatchObject({ yaml: 'title: A', body: 'Body' });
    expect(splitFrontMatter('---  \ntitle: A\n---\nBody')).toMatchObject({ yaml: 'title: A', body: 'Body' });
  });

  it('refuses every other language tag on line 1, naming it', () => {
    for (const [opening, tag] of [
      ['---js', 'js'],
      ['---javascript', 'javascript'],
      ['---coffee', 'coffee'],
      ['---json', 'json'],
      ['---toml', 'toml'],
      ['--- js', 'js'],
      ['---JS', 'JS'],
      ['---yaml js', 'yaml js'],
      ['----', '-'],
    ] as const) {
      const result = splitFrontMatter(`${opening}\n({ title: 'x' })\n---\nBody`);
      expect(result, opening).toEqual({
        line: 1,
        message: expect.stringContaining(`"${tag}" front matter is not allowed`) as string,
      });
    }
  });

  it('refuses a file without front matter or without its closing line', () => {
    expect(splitFrontMatter('# Title\n')).toEqual({
      line: 1,
      message: expect.stringContaining('found none') as string,
    });
    expect(splitFrontMatter('---\ntitle: A\n\nBody')).toEqual({
      line: 1,
      message: 'expected a --- line closing the front matter, found none',
    });
  });

  it('ends the front matter at the first closing line, leaving later --- in the body', () => {
    expect(splitFrontMatter('---\na: 1\n---\nText\n\n---\n\nMore')).toMatchObject({
      yaml: 'a: 1',
      body: 'Text\n\n---\n\nMore',
    });
  });
});
