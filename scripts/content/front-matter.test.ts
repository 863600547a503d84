import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

const splitFrontMatter = (source: string) => parseFrontMatter(source, () => undefined);

/** The split as it is defined: the file cut into lines at CRLF or LF, the body those after the closing line, joined with LF. */
function splitByLines(source: string) {
  const lines = source.split(/\r?\n/);
  const opening = lines[0] ?? '';
  if (!/^---[ \t]*$|^---yaml[ \t]*$/.test(opening)) return 'refused';
  const closingIndex = lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line));
  if (closingIndex === -1) return 'unclosed';
  return {
    yaml: lines.slice(1, closingIndex).join('\n'),
    firstLine: 2,
    closingLine: closingIndex + 1,
    body: lines.slice(closingIndex + 1).join('\n'),
  };
}

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

  it('gives what splitting the whole file into lines gives (random files of ---, CR, LF and text)', () => {
    const piece = fc.constantFrom(
      '---',
      '---yaml',
      '--- ',
      '----',
      'a: 1',
      'Text',
      '',
      ' ',
      '\r',
      '\n',
      '\r\n',
      '\n\n',
    );
    // Most files open as a front matter does, so that most are split.
    const file = fc
      .tuple(fc.constantFrom('---\n', '---\r\n', '---yaml \n', ''), fc.array(piece, { maxLength: 12 }))
      .map(([opening, pieces]) => opening + pieces.join(''));
    let split = 0;
    fc.assert(
      fc.property(file, (source) => {
        const expected = splitByLines(source);
        const result = splitFrontMatter(source);
        if (typeof expected === 'string') {
          expect(result).toMatchObject({ line: 1 });
          if (expected === 'unclosed')
            expect(result).toMatchObject({ message: expect.stringContaining('closing') as string });
        } else {
          split++;
          expect(result).toEqual(expected);
        }
      }),
      { numRuns: 4000, seed: 26112026 },
    );
    expect(split).toBeGreaterThan(300);
  });
});
