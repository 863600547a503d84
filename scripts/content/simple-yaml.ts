import type { PlacedYaml, PositionTree } from './yaml-document';

/**
 * A fast path for the YAML content is written in: `key: value` lines, nested groups by
 * indentation, lists (`- item`, `- key: value` groups, `- { key: value, … }`), one-line
 * `{ key: value, … }` groups and `[item, …]` lists, and whole-line comments; values are plain
 * text, whole numbers, booleans, nulls, or text in quotes without escapes. The YAML library
 * takes about half a millisecond for an article's front matter, and tens of milliseconds for a
 * page, most of the compile time once Markdown is fast; this takes a few microseconds.
 *
 * Anything else (brackets or braces over several lines, anchors, tags, block scalars, escapes,
 * text over several lines, comments after a value, tabs, keys or values the core schema reads
 * as something other than text, a number it would read differently, a repeated key) returns
 * undefined, and parseYaml runs the library. What it accepts gives the library's data and
 * positions exactly, with no syntax issues (simple-yaml.test.ts holds the two to that).
 */

type Line = { index: number; indent: number; text: string };
type Position = PositionTree['at'];
type Parsed = { value: unknown; tree: Omit<PositionTree, 'at'> };

/** A value YAML's core schema reads as null, a boolean or a number (common/null.js, core/bool.js, core/int.js, core/float.js). */
const NOT_TEXT =
  /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+)?$/;
/** The core schema's booleans (core/bool.js) and nulls (common/null.js). */
const BOOLEAN = /^(?:true|True|TRUE|false|False|FALSE)$/;
const NULL = /^(?:~|null|Null|NULL)$/;
/** A whole number the core schema reads as that number, exactly. */
const WHOLE_NUMBER = /^(?:0|[1-9][0-9]{0,14})$/;
/** Plain text: no indicator first, no `: ` or ` #` inside, nothing at either end to trim. */
const PLAIN = /^(?![-?:,[\]{}#&*!|>'"%@`\s])(?!.*(?:: |\s#|:$|\s$)).+$/;
/** What plain text may not hold inside `{ }`. */
const FLOW_INDICATOR = /[[\]{},]/;
const DOUBLE_QUOTED = /^"([^"\\]*)"$/;
const SINGLE_QUOTED = /^'([^']*)'$/;
const KEY = /[A-Za-z_][A-Za-z0-9_-]*/y;
const ENTRY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: (.*))?$/;
const ITEM = /^- (.*)$/;
/** What the fast path leaves alone: tabs, other controls, carriage returns, directives and document markers. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSUPPORTED = /[\0-\x09\x0B-\x1F\x7F]|^(?:---|\.\.\.|%)/m;
const MAX_DEPTH = 20;

/** A key as the core schema reads it, when it reads it as text. */
function isTextKey(key: string, taken: Record<string, unknown>): boolean {
  return !NOT_TEXT.test(key) && key !== '__proto__' && !Object.hasOwn(taken, key);
}

/** A value written on one line, as the core schema reads it; undefined when outside the subset. */
function scalar(text: string, inFlow = false): { value: string | number | boolean | null } | undefined {
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  if (quoted) return { value: quoted[1] ?? '' };
  if (!PLAIN.test(text) || (inFlow && FLOW_INDICATOR.test(text))) return undefined;
  if (WHOLE_NUMBER.test(text)) return { value: Number(text) };
  if (BOOLEAN.test(text)) return { value: text.startsWith('t') || text.startsWith('T') };
  if (NULL.test(text)) return { value: null };
  return NOT_TEXT.test(text) ? undefined : { value: text };
}

/** The document's lines, with the positions the library reports. */
class Reader {
  private next = 0;

  constructor(
    private readonly lines: Line[],
    private readonly lineOffset: number,
  ) {}

  peek(): Line | undefined {
    return this.lines[this.next];
  }

  take(): void {
    this.next++;
  }

  /** Reads the current line again as `line` (the group that starts after a list's dash). */
  replace(line: Line): void {
    this.lines[this.next] = line;
  }

  done(): boolean {
    return this.next >= this.lines.length;
  }

  at(line: Line, column: number): Position {
    return { line: line.index + this.lineOffset, column };
  }
}

/**
 * A one-line group written `{ key: value, key: value }` (one space inside each brace, `, `
 * between entries) starting at `column` of `line`. Other spacing is left to the library, which
 * keeps some of it in the values.
 */
function flowMap(text: string, reader: Reader, line: Line, column: number): Parsed | undefined {
  if (!text.startsWith('{ ') || !text.endsWith(' }') || text.endsWith('  }')) return undefined;
  const value: Record<string, unknown> = {};
  const keys: [string, PositionTree][] = [];
  const end = text.length - 2;
  let at = 2;
  for (;;) {
    KEY.lastIndex = at;
    const key = KEY.exec(text)?.[0];
    if (key === undefined || !isTextKey(key, value) || text.slice(at + key.length, at + key.length + 2) !== ': ') {
      return undefined;
    }
    const keyAt = reader.at(line, column + at);
    at += key.length + 2;
    const quote = text[at];
    const close =
      quote === '"' || quote === "'" ? text.indexOf(quote, at + 1) + 1 : quote === '[' ? text.indexOf(']', at) + 1 : 0;
    const stop = close > 0 ? close : Math.min(...[text.indexOf(',', at), end].filter((index) => index >= 0));
    const single =
      quote === '[' ? flowSeq(text.slice(at, stop), reader, line, column + at) : scalar(text.slice(at, stop), true);
    if (!single) return undefined;
    value[key] = single.value;
    keys.push([key, { at: keyAt, ...('tree' in single ? single.tree : {}) }]);
    if (stop === end) return { value, tree: { keys } };
    if (text.slice(stop, stop + 2) !== ', ' || text[stop + 2] === ' ') return undefined;
    at = stop + 2;
  }
}

/**
 * A one-line list written `[item, item]` (nothing between a bracket and an item, `, ` between
 * items) of single values, starting at `column` of `line`: `redirectFrom: [old-slug]`.
 */
function flowSeq(text: string, reader: Reader, line: Line, column: number): Parsed | undefined {
  if (!text.startsWith('[') || !text.endsWith(']') || text.length < 3) return undefined;
  const value: unknown[] = [];
  const items: PositionTree[] = [];
  const end = text.length - 1;
  let at = 1;
  for (;;) {
    const quote = text[at];
    const close = quote === '"' || quote === "'" ? text.indexOf(quote, at + 1) + 1 : 0;
    const stop = close > 0 ? close : Math.min(...[text.indexOf(',', at), end].filter((index) => index >= 0));
    const single = scalar(text.slice(at, stop), true);
    if (!single) return undefined;
    value.push(single.value);
    items.push({ at: reader.at(line, column + at) });
    if (stop === end) return { value, tree: { items } };
    if (text.slice(stop, stop + 2) !== ', ' || text[stop + 2] === ' ') return undefined;
    at = stop + 2;
  }
}

/** A value after `key: ` or `- `, starting at `column` of `line`: one scalar, one `{ }` group or one `[ ]` list. */
function inline(text: string, reader: Reader, line: Line, column: number): Parsed | undefined {
  if (text.startsWith('{')) return flowMap(text, reader, line, column);
  if (text.startsWith('[')) return flowSeq(text, reader, line, column);
  const single = scalar(text);
  return single && { value: single.value, tree: {} };
}

/** The `- item` lines at `indent`: each a value, a `{ }` group, or a group of `key: value` lines. */
function list(reader: Reader, indent: number, depth: number): Parsed | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const value: unknown[] = [];
  const items: PositionTree[] = [];
  for (let line = reader.peek(); line?.indent === indent && line.text.startsWith('-'); line = reader.peek()) {
    const text = ITEM.exec(line.text)?.[1];
    if (text === undefined) return undefined;
    const at = reader.at(line, indent + 3);
    let item: Parsed | undefined;
    if (ENTRY.test(text)) {
      // A group as the item: its first key is on the dash's line, two columns in.
      reader.replace({ index: line.index, indent: indent + 2, text });
      item = map(reader, indent + 2, depth + 1);
    } else {
      item = inline(text, reader, line, indent + 3);
      reader.take();
    }
    if (!item) return undefined;
    value.push(item.value);
    items.push({ at, ...item.tree });
  }
  return { value, tree: { items } };
}

/** The `key: value` lines at `indent`, with what is nested under each. */
function map(reader: Reader, indent: number, depth: number): Parsed | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const value: Record<string, unknown> = {};
  const keys: [string, PositionTree][] = [];
  for (let line = reader.peek(); line && line.indent >= indent; line = reader.peek()) {
    const entry = line.indent === indent ? ENTRY.exec(line.text) : undefined;
    const key = entry?.[1];
    if (!entry || key === undefined || !isTextKey(key, value)) return undefined;
    const at = reader.at(line, indent + 1);
    reader.take();
    const written = entry[2];
    const next = reader.peek();
    const nested =
      written !== undefined
        ? inline(written, reader, line, indent + key.length + 3)
        : next?.text.startsWith('-') && next.indent >= indent
          ? list(reader, next.indent, depth + 1)
          : next && next.indent > indent
            ? map(reader, next.indent, depth + 1)
            : { value: null, tree: {} };
    if (!nested) return undefined;
    value[key] = nested.value;
    keys.push([key, { at, ...nested.tree }]);
  }
  return { value, tree: { keys } };
}

/**
 * The data and field positions of `text` (which starts on line `lineOffset` of its file), when
 * it is plain block YAML of the kind above; otherwise undefined.
 */
export function parseSimpleYaml(text: string, lineOffset = 1): Omit<PlacedYaml, 'syntaxIssues'> | undefined {
  if (UNSUPPORTED.test(text)) return undefined;
  const lines: Line[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    const content = line.slice(indent);
    if (content === '' && line !== '') return undefined;
    if (content === '' || content.startsWith('#')) continue;
    lines.push({ index, indent, text: content });
  }
  const first = lines[0];
  if (!first || first.text.startsWith('-')) return undefined;
  const reader = new Reader(lines, lineOffset);
  const root = map(reader, first.indent, 0);
  if (!root || !reader.done()) return undefined;
  return { data: root.value, positions: { at: reader.at(first, first.indent + 1), ...root.tree } };
}
