import { describe, expect, it } from 'vitest';
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
