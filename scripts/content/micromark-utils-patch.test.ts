/**
 * Our patches of two of the Markdown parser's helpers (patches/, scripts/content/README.md):
 * micromark-util-subtokenize keeps the event indexes it jumps over in Maps rather than in
 * objects with number keys, and micromark-util-chunked's `splice` hands its items to
 * `Array.prototype.splice` directly rather than through a copy with the arguments prepended.
 * The trees are the same; the cold content step at 2 × 1,000 articles compiles faster.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { splice } from 'micromark-util-chunked';
import { describe, expect, it } from 'vitest';

/** A package's folder, found from its entry (`dev/index.js` under vitest's development condition). */
function packageFolder(name: string): string {
  const entry = fileURLToPath(import.meta.resolve(name));
  return entry.slice(0, entry.lastIndexOf(name) + name.length);
}

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '__fixtures__', 'micromark', name), 'utf8');

describe("the Markdown parser's helpers, patched", () => {
  it('subtokenize keeps its jumps and gaps in Maps, in both builds', () => {
    for (const build of ['index.js', 'dev/index.js']) {
      const source = readFileSync(join(packageFolder('micromark-util-subtokenize'), build), 'utf8');
      expect(source, build).toContain('const jumps = new Map()');
      expect(source, build).toContain('const gaps = new Map()');
      expect(source, build).not.toContain('Object.assign(jumps');
    }
  });

  it('splice passes its items to Array.prototype.splice without copying them first, in both builds', () => {
    for (const build of ['index.js', 'dev/index.js']) {
      const source = readFileSync(join(packageFolder('micromark-util-chunked'), build), 'utf8');
      expect(source, build).toContain('list.splice(start, remove, ...items)');
      expect(source, build).not.toContain('parameters = Array.from(items)');
    }
  });

  it('splice removes and inserts as before, at negative and out-of-range starts too', () => {
    const spliced = (start: number, remove: number, items: number[]) => {
      const list = [1, 2, 3, 4];
      splice(list, start, remove, items);
      return list;
    };
    expect(spliced(1, 2, [7, 8, 9])).toEqual([1, 7, 8, 9, 4]);
    expect(spliced(-1, 1, [7])).toEqual([1, 2, 3, 7]);
    expect(spliced(10, 0, [7])).toEqual([1, 2, 3, 4, 7]);
    expect(spliced(0, -3, [7])).toEqual([7, 1, 2, 3, 4]);
    const many = Array.from({ length: 25_000 }, (_, index) => index);
    const list = [-1, -2];
    splice(list, 1, 0, many);
    expect(list.length).toBe(25_002);
    expect(list.slice(0, 3)).toEqual([-1, 0, 1]);
    expect(list.at(-1)).toBe(-2);
  });

  it('parses containers, lazy lines, nested lists and code into the tree the unpatched parser made', () => {
    // containers.mdast.json was written by the packages as published (2.1.0 and 2.0.1).
    expect(JSON.parse(JSON.stringify(fromMarkdown(fixture('containers.md'))))).toEqual(
      JSON.parse(fixture('containers.mdast.json')),
    );
  });
});
