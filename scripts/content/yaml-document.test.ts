import { describe, expect, it } from 'vitest';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { MAX_YAML_ALIASES, MAX_YAML_DEPTH, parseYaml } from './yaml-document';

/** A "billion laughs": each level lists the previous one `width` times. */
function aliasBomb(levels: number, width: number): string {
  let text = `l0: &l0 [${Array(width).fill('"lol"').join(', ')}]\n`;
  for (let level = 1; level < levels; level++) {
    text += `l${level}: &l${level} [${Array(width)
      .fill(`*l${level - 1}`)
      .join(', ')}]\n`;
  }
  return text;
}

function timed<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

describe('parseYaml on hostile input', () => {
  it('reads ordinary aliases', () => {
    const document = parseYaml('base: &base { a: 1 }\ncopy: *base\n', 'x.yaml');
    expect(document.syntaxIssues).toEqual([]);
    expect(document.data).toEqual({ base: { a: 1 }, copy: { a: 1 } });
  });

  it('refuses a billion laughs with more aliases than allowed, at the first one past the limit', () => {
    const { result, ms } = timed(() => parseYaml(aliasBomb(9, 9), 'bomb.yaml', 5));
    expect(result.data).toBeUndefined();
    // 8 lines of 9 aliases from line 6: alias number MAX_YAML_ALIASES + 1 is on line 6 + floor(64 / 9).
    expect(result.syntaxIssues).toEqual([
      {
        file: 'bomb.yaml',
        line: 6 + Math.floor(MAX_YAML_ALIASES / 9),
        column: expect.any(Number) as number,
        field: '(yaml)',
        message: `expected at most ${MAX_YAML_ALIASES} aliases (*name) in a file, found 72`,
      },
    ]);
    expect(ms).toBeLessThan(5000);
  });

  it('refuses a bomb with few aliases that expand without bound (toJS maxAliasCount), at its first alias', () => {
    // 7 levels of 8: 48 aliases, 8^7 = 2 million strings once expanded.
    const { result, ms } = timed(() => parseYaml(aliasBomb(7, 8), 'bomb.yaml'));
    expect(result.data).toBeUndefined();
    expect(result.syntaxIssues).toEqual([
      expect.objectContaining({
        line: 2,
        field: '(yaml)',
        message: expect.stringContaining('expand without bound') as string,
      }),
    ]);
    expect(ms).toBeLessThan(5000);
  });

  it(`refuses values nested deeper than ${MAX_YAML_DEPTH} levels, on their line, without overflowing the stack`, () => {
    const deep = `ok: 1\ndeep: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`;
    const { result, ms } = timed(() => parseYaml(deep, 'deep.yaml'));
    expect(result.data).toBeUndefined();
    expect(result.syntaxIssues.length).toBeGreaterThan(0);
    for (const issue of result.syntaxIssues)
      expect(issue).toMatchObject({ file: 'deep.yaml', line: 2, field: '(yaml)' });
    // Generous: the machine may be busy; what matters is no overflow and no blow-up.
    expect(ms).toBeLessThan(20_000);

    let block = 'root:\n';
    for (let level = 1; level <= MAX_YAML_DEPTH + 2; level++) block += `${'  '.repeat(level)}k${level}:\n`;
    const blockResult = parseYaml(block, 'block.yaml');
    expect(blockResult.syntaxIssues).toEqual([
      expect.objectContaining({
        line: MAX_YAML_DEPTH + 1,
        message: expect.stringContaining('levels of nested') as string,
      }),
    ]);
  }, 60_000);

  it(`accepts ${MAX_YAML_DEPTH} levels`, () => {
    const text = `a: ${'['.repeat(MAX_YAML_DEPTH - 1)}1${']'.repeat(MAX_YAML_DEPTH - 1)}\n`;
    expect(parseYaml(text, 'ok.yaml').syntaxIssues).toEqual([]);
  });
});

/** A plain walk of the parsed document to a path: the reference. */
function walkedPosition(text: string, path: readonly PropertyKey[], lineOffset: number) {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true });
  let node: unknown = document.contents;
  let offset = document.contents?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key];
      offset = (node as Node).range?.[0] ?? offset;
    } else {
      break;
    }
  }
  const { line, col } = lineCounter.linePos(offset);
  return { line: line + lineOffset - 1, column: col };
}

describe('positionOf', () => {
  const texts = [
    'title: x\nauthor:\n  name: A\n  avatar: /a.svg\nkeywords:\n  - one\n  - two\n',
    'sections:\n  - type: hero\n    link: { page: demo, key: x }\n  - type: cards\n    cards:\n      - title: a\n      -\n',
    '1: number key\ntrue: boolean key\n"quoted": q\n? [complex]\n: key\nflow: [a, { b: c }]\n',
    'a: &anchor { x: 1 }\nb: *anchor\n',
    '',
    'just a scalar',
    'broken: [unclosed\n',
  ];
  const paths: PropertyKey[][] = [
    [],
    ['title'],
    ['author', 'name'],
    ['author', 'missing', 'deeper'],
    ['keywords', 1],
    ['keywords', 5],
    ['keywords', '1'],
    ['sections', 0, 'link', 'key'],
    ['sections', 1, 'cards', 1],
    ['sections', 1, 'cards', 1, 'title'],
    [1],
    ['1'],
    ['quoted'],
    ['flow', 1, 'b'],
    ['b', 'x'],
    ['a', 'x'],
  ];

  it('places every path where a walk of the parsed document places it, on any line the text starts', () => {
    for (const text of texts) {
      for (const lineOffset of [1, 2]) {
        const document = parseYaml(text, 'x.yaml', lineOffset);
        for (const path of paths) {
          expect({ text, path, at: document.positionOf(path) }).toEqual({
            text,
            path,
            at: walkedPosition(text, path, lineOffset),
          });
        }
      }
    }
  });
});
