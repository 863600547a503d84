import { describe, expect, it } from 'vitest';
import { countedMessages, formatMessage, isIgnored, type VnuMessage } from './html-validator';

const message = (text: string): VnuMessage => ({ type: 'error', message: text });

describe('isIgnored', () => {
  it("ignores only the CSS parser's complaints about @property and margin-trim", () => {
    expect(isIgnored(message('CSS: Unrecognized at-rule “@property”'))).toBe(true);
    expect(isIgnored(message("CSS: “margin-trim”: Property “margin-trim” doesn't exist."))).toBe(true);
  });

  it("ignores a CSS parse error only at sonner's --scale declaration", () => {
    const parseError = (extract: string): VnuMessage => ({ type: 'error', message: 'CSS: Parse Error.', extract });
    expect(isIgnored(parseError('efore) * .05 + 1;--y:translate'))).toBe(true);
    expect(isIgnored(parseError('a{color:red;;}}b{'))).toBe(false);
    expect(isIgnored(message('CSS: Parse Error.'))).toBe(false);
  });

  it('keeps every other message, CSS ones included', () => {
    for (const text of [
      'Duplicate attribute “crossorigin”.',
      'CSS: Unrecognized at-rule “@import-evil”',
      "CSS: “colr”: Property “colr” doesn't exist.",
      "CSS: “margin-trim”: Property “margin-trim” doesn't exist. Also something else.",
      'Bad value “x” for attribute “href” on element “a”: Unrecognized at-rule “@property”',
    ])
      expect(isIgnored(message(text)), text).toBe(false);
  });
});

describe('countedMessages', () => {
  const report = {
    version: '26.9.27',
    messages: [
      {
        type: 'error',
        url: 'file:/w/dist/en/index.html',
        lastLine: 9,
        firstColumn: 3,
        message: 'CSS: Unrecognized at-rule “@property”',
      },
      {
        type: 'error',
        url: 'file:/w/dist/en/index.html',
        lastLine: 16,
        firstColumn: 1,
        message: 'Duplicate attribute “crossorigin”.',
      },
    ],
  };

  it('reads the JSON report, even with text around it, and drops the ignored messages', () => {
    const output = `Picked up JAVA_TOOL_OPTIONS: -Xmx1g\n${JSON.stringify(report)}\nreal 0m14s\n{"not":"this"}`;
    expect(countedMessages(output).map((counted) => counted.message)).toEqual(['Duplicate attribute “crossorigin”.']);
  });

  it('counts nothing in a clean report, and fails on output that is no report', () => {
    expect(countedMessages('{"messages":[]}')).toEqual([]);
    expect(() => countedMessages('Error: Unable to access jarfile vnu.jar')).toThrow(/no JSON report/);
    expect(() => countedMessages('{"messages":[')).toThrow(/not complete JSON/);
  });
});

describe('formatMessage', () => {
  it('names the file relative to the project, with line and column', () => {
    expect(
      formatMessage(
        {
          type: 'error',
          url: 'file:/w/dist/en/index.html',
          lastLine: 16,
          firstColumn: 4,
          message: 'Stray end tag “div”.',
        },
        '/w',
      ),
    ).toBe('dist/en/index.html:16:4: error: Stray end tag “div”.');
  });
});
