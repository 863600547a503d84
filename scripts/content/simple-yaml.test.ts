import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';
import { parseSimpleYaml } from './simple-yaml';
import { parseYamlFully } from './yaml-document';

const CONTENT = fileURLToPath(new URL('../../content', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./__fixtures__', import.meta.url));

/** What the library gives: data, positions and no syntax issue, as the fast path must give it. */
function library(text: string, lineOffset = 1) {
  const { data, positions, syntaxIssues } = parseYamlFully(text, 'file.yaml', lineOffset);
  return { data, positions, syntaxIssues };
}

/**
 * Node's strict deep equality (prototypes, number types, key order aside): vitest's would also
 * compare the `constructor` fields a YAML key of that name makes, as if they were the objects' types.
 */
function expectSame(simple: ReturnType<typeof parseSimpleYaml>, text: string, lineOffset: number): void {
  const expected = library(text, lineOffset);
  const same = isDeepStrictEqual({ ...simple, syntaxIssues: [] }, expected);
  if (!same) expect(JSON.stringify({ ...simple, syntaxIssues: [] })).toBe(JSON.stringify(expected));
  expect(same, JSON.stringify(text)).toBe(true);
}

function expectSameAsLibrary(text: string, lineOffset = 1): void {
  const simple = parseSimpleYaml(text, lineOffset);
  expect(simple).toBeDefined();
  expectSame(simple, text, lineOffset);
}

/** Every YAML text under `dir`: YAML files, and Markdown front matter (which starts on line 2). */
function yamlTextsIn(dir: string): { name: string; text: string; lineOffset: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    if (name.endsWith('.yaml')) return [{ name, text: readFileSync(join(dir, name), 'utf8'), lineOffset: 1 }];
    if (!name.endsWith('.md')) return [];
    const split = splitFrontMatter(readFileSync(join(dir, name), 'utf8'));
    return 'yaml' in split ? [{ name, text: split.yaml, lineOffset: split.firstLine }] : [];
  });
}

describe('parseSimpleYaml', () => {
  const accepted = [
    'title: Hello\nslug: hello-world\nreadTime: 7\ndate: 2026-09-15\n',
    'title: "The evolution: from keyword filters to AI"\nalt: \'A quote, with "double" quotes\'\n',
    'author:\n  name: Giulia Ferrante\n  title: Head of Product\n',
    'keywords:\n  - applicant tracking system\n  - AI recruiting\n',
    'keywords:\n- at the key’s own indentation\n- two\nnext: after the list\n',
    'sections:\n  - type: hero\n    heading: Hello\n    items:\n      - one\n  - type: text\n',
    'link: { page: demo, key: cv-screening, label: Request a demo }\n',
    "figures:\n  - { value: up to 60%, label: shorter time to hire, basis: 'as customers report' }\n",
    '# A comment first\nname: x\n  # an indented comment\nother: y\n',
    '\n\nblank: lines around\n\n',
    'empty:\nnext: value\n',
    'url: https://example.org/a?b=1#c\npath: /images/x.svg\nhash: C#\nratio: a:b\n',
    'italian: "L\'anno più bello"\nnumbers: +45%\n',
    '  indented: root\n  second: key\n',
    'flag: true\noff: FALSE\nnothing: null\ntilde: ~\nlist:\n  - True\n  - Null\ninline: { a: false, b: ~ }\n',
    "redirectFrom: [old-slug]\nskills:\n  - { role: Backend developer, years: 8, skills: [Java, Spring Boot, 'C, C++'] }\n  - [a, 7]\n",
  ];

  it.each(accepted)('gives what the YAML library gives: %j', (text) => {
    expectSameAsLibrary(text);
    expectSameAsLibrary(text, 2);
  });

  const declined = [
    'octal: 0o17',
    'float: 1.5',
    'leading zero: 007',
    'big: 1234567890123456',
    'infinity: .inf',
    'key: value # a comment after it',
    'key: a: b',
    'list: [\n  a, b]',
    'nested: { a: { b: c } }',
    'spaced: {a: b }',
    'spaced: { a: b  }',
    'anchor: &a x\nalias: *a',
    'tag: !tag x',
    'block: |\n  text',
    'folded: >\n  text',
    'escaped: "a\\"b"',
    "doubled: 'it''s'",
    'multi: first\n  continued',
    'same: 1\nsame: 2',
    'true: as a key',
    '__proto__: x',
    '"quoted key": x',
    'tab:\tx',
    'crlf: x\r\n',
    '---\ndocument: marker',
    '- a list at the root',
    'trailing: space ',
    'key:\n    - list\n  - less indented',
  ];

  it.each(declined)('leaves to the YAML library: %j', (text) => {
    expect(parseSimpleYaml(text)).toBeUndefined();
  });

  it("gives what the YAML library gives for the site's content and the fixtures, when it reads them", () => {
    const texts = [...yamlTextsIn(CONTENT), ...yamlTextsIn(FIXTURES)];
    let read = 0;
    for (const { name, text, lineOffset } of texts) {
      const simple = parseSimpleYaml(text, lineOffset);
      if (!simple) continue;
      read++;
      expect(name).toBeTruthy();
      expectSame(simple, text, lineOffset);
    }
    // Most of the site's files, every article's front matter among them.
    expect(read).toBeGreaterThan(texts.length / 2);
  });

  it('never reads a text differently from the YAML library (random block YAML near the subset)', () => {
    const key = fc.constantFrom('title', 'a', 'b_c', 'x-y', 'k1', 'label', 'page', 'true', 'null', 'constructor', 'on');
    const value = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          'hello',
          'Hello world',
          '2026-09-15',
          '7',
          '0',
          'up to 60%',
          "'-30%'",
          '"a: b"',
          'C#',
          'a:b',
          '/x.svg',
          'x, y',
          'é',
          'true',
          'False',
          'FALSE',
          'null',
          'Null',
          '~',
          '[a, b]',
          '[x]',
          `['q, r', "s]"]`,
          '[7, true, ~]',
        ),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '07',
          '-1',
          '1.5',
          '.inf',
          'true',
          '~',
          'a: b',
          'a #b',
          '"e\\"x"',
          "'it''s'",
          '[a]',
          '[a,b]',
          '[ a ]',
          '[]',
          '[a, [b]]',
          '[a: b]',
          '[a, ]',
          '[{ a: b }]',
          '&a x',
          '|',
          ' a',
          'a ',
          '',
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    );
    type Node =
      | { kind: 'value'; value: string }
      | { kind: 'map'; entries: [string, Node][] }
      | { kind: 'list'; items: string[]; indent: number }
      | { kind: 'groups'; items: [string, Node][][] }
      | { kind: 'flow'; entries: [string, string][] };
    const { node } = fc.letrec<{ node: Node }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        value.map((text): Node => ({ kind: 'value', value: text })),
        fc
          .array(fc.tuple(key, tie('node')), { minLength: 1, maxLength: 3 })
          .map((entries): Node => ({ kind: 'map', entries })),
        fc
          .tuple(fc.array(value, { minLength: 1, maxLength: 3 }), fc.constantFrom(0, 2))
          .map(([items, indent]): Node => ({ kind: 'list', items, indent })),
        fc
          .array(fc.array(fc.tuple(key, tie('node')), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 })
          .map((items): Node => ({ kind: 'groups', items })),
        fc
          .array(fc.tuple(key, value), { minLength: 1, maxLength: 3 })
          .map((entries): Node => ({ kind: 'flow', entries })),
      ),
    }));
    const render = (entries: readonly [string, Node][], indent: number): string[] =>
      entries.flatMap(([name, child]) => {
        const pad = ' '.repeat(indent);
        switch (child.kind) {
          case 'value':
            return [`${pad}${name}: ${child.value}`];
          case 'map':
            return [`${pad}${name}:`, ...render(child.entries, indent + 2)];
          case 'list':
            return [`${pad}${name}:`, ...child.items.map((item) => `${' '.repeat(indent + child.indent)}- ${item}`)];
          case 'flow':
            return [`${pad}${name}: { ${child.entries.map(([k, v]) => `${k}: ${v}`).join(', ')} }`];
          case 'groups':
            return [
              `${pad}${name}:`,
              ...child.items.flatMap((group) => {
                const [first = '', ...rest] = render(group, indent + 4);
                return [`${pad}  - ${first.trimStart()}`, ...rest];
              }),
            ];
        }
      });
    const document = fc
      .tuple(fc.array(fc.tuple(key, node), { minLength: 1, maxLength: 4 }), fc.boolean(), fc.constantFrom(1, 2))
      .map(([entries, comment, lineOffset]) => ({
        text: `${comment ? '# a comment\n' : ''}${render(entries, 0).join('\n')}\n`,
        lineOffset,
      }));
    let read = 0;
    fc.assert(
      fc.property(document, ({ text, lineOffset }) => {
        const simple = parseSimpleYaml(text, lineOffset);
        if (!simple) return;
        read++;
        expectSame(simple, text, lineOffset);
      }),
      { numRuns: 3000 },
    );
    expect(read).toBeGreaterThan(100);
  });
});
