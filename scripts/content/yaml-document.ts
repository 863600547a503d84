import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Scalar,
  visit,
  type Alias,
  type Document,
  type Node,
} from 'yaml';
import type { ContentIssue } from './issues';

/**
 * Aliases (`*name`) a file may use. Content hardly needs any; a "billion laughs" file uses a few
 * dozen to expand into gigabytes, which toJS's own count (maxAliasCount) also stops.
 */
export const MAX_YAML_ALIASES = 64;

/** Levels of nested lists and groups; the deepest schema has six. Deeper input is refused before any recursive walk. */
export const MAX_YAML_DEPTH = 24;

export type FieldPath = readonly PropertyKey[];

export type Position = { line: number; column: number };

/**
 * Where each field of a document was written: the position of a map entry's key or of a list
 * item, and those of the fields inside it (`keys` for a map, first entry of a key only; `items`
 * for a list).
 */
type PositionTree = {
  at: Position;
  keys?: [key: unknown, tree: PositionTree][];
  items?: (PositionTree | null)[];
};

/** A parsed YAML text that can tell where each of its fields was written. */
export type YamlDocument = PortableYamlDocument & {
  /** Line and column of a field's key (or of its nearest existing parent when it is missing). */
  positionOf(path: FieldPath): Position;
};

/** A YamlDocument as plain data, which another thread can be sent (a function cannot). */
export type PortableYamlDocument = {
  data: unknown;
  /** Syntax errors, already placed; when present, `data` is not to be trusted. */
  syntaxIssues: ContentIssue[];
  positions: PositionTree;
};

export function yamlDocument({ data, syntaxIssues, positions }: PortableYamlDocument): YamlDocument {
  return {
    data,
    syntaxIssues,
    positions,
    positionOf(path) {
      let tree = positions;
      for (const key of path) {
        const child =
          tree.keys?.find(([candidate]) => candidate === key)?.[1] ??
          (typeof key === 'number' ? tree.items?.[key] : undefined);
        if (!child) break;
        tree = child;
      }
      return tree.at;
    },
  };
}

/**
 * YAML reports a missing closing quote where the text ends; a writer needs where the quote was
 * opened: the start of the quoted scalar that runs to the error.
 */
function openingOfUnclosedQuote(document: Document, errorOffset: number): number | undefined {
  let opening: number | undefined;
  visit(document, {
    Scalar(_key, node) {
      const quoted = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE;
      if (quoted && node.range?.[1] === errorOffset) opening = node.range[0];
    },
  });
  return opening;
}

/**
 * The positions of every field of `document` (a field without a range of its own takes its
 * parent's), every alias in document order, and the first node nested deeper than the limit, found
 * without recursion so that a hostile nesting cannot overflow the stack.
 */
function survey(document: Document, place: (offset: number) => Position) {
  const rootOffset = document.contents?.range?.[0] ?? 0;
  const positions: PositionTree = { at: place(rootOffset) };
  const aliases: Alias[] = [];
  let tooDeep: Node | undefined;
  type Pending = { node: unknown; tree?: PositionTree; offset: number };
  const stack: (Pending & { depth: number })[] = [
    { node: document.contents, tree: positions, offset: rootOffset, depth: 0 },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, tree, offset, depth } = next;
    if (isAlias(node)) aliases.push(node);
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_YAML_DEPTH) {
      tooDeep = node;
      break;
    }
    const children: Pending[] = [];
    const placed = (at: number): PositionTree => ({ at: place(at) });
    if (isMap(node)) {
      const keys: [unknown, PositionTree][] = [];
      const seen = new Set<unknown>();
      for (const item of node.items) {
        if (!isPair(item)) continue;
        const key = isScalar(item.key) ? item.key : undefined;
        const childOffset = key?.range?.[0] ?? offset;
        // The first entry of a key only: a repeated key is a syntax error already.
        const child = tree && key && !seen.has(key.value) ? placed(childOffset) : undefined;
        if (child) keys.push([key?.value, child]);
        seen.add(key?.value);
        children.push({ node: item.key, offset }, { node: item.value, tree: child, offset: childOffset });
      }
      if (tree) tree.keys = keys;
    } else {
      const items = node.items.map((item: unknown) => {
        const childOffset = (item as Partial<Node> | null)?.range?.[0] ?? offset;
        const child = tree && item ? placed(childOffset) : undefined;
        children.push({ node: item, tree: child, offset: childOffset });
        return child ?? null;
      });
      if (tree) tree.items = items;
    }
    for (const child of children.reverse()) stack.push({ ...child, depth: depth + 1 });
  }
  return { positions, aliases, tooDeep };
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/**
 * Parses YAML keeping source positions. `lineOffset` is the line the text starts on in its file
 * (front matter starts on line 2 of a Markdown file). Whatever the text, the result is data or
 * placed issues: the parser's and converter's exceptions become issues too.
 */
export function parseYaml(text: string, file: string, lineOffset = 1): YamlDocument {
  const lineCounter = new LineCounter();
  const issue = (at: Position, message: string): ContentIssue => ({ file, ...at, field: '(yaml)', message });
  const start = { line: lineOffset, column: 1 };
  let document: Document;
  try {
    // Dates stay strings (core schema): the content schemas decide what a valid date is.
    document = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true });
  } catch (error) {
    const message = `expected YAML the parser can read, found text it gave up on: ${firstLine(String(error))}`;
    return yamlDocument({ data: undefined, syntaxIssues: [issue(start, message)], positions: { at: start } });
  }
  const place = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset - 1, column: col };
  };

  const syntaxIssues: ContentIssue[] = [...document.errors, ...document.warnings].map((error) => {
    const summary = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message;
    const opening = error.code === 'MISSING_CHAR' ? openingOfUnclosedQuote(document, error.pos[0]) : undefined;
    return issue(place(opening ?? error.pos[0]), `expected valid YAML, found a syntax error: ${summary}`);
  });
  const { positions, tooDeep, aliases } = survey(document, place);
  const at = (node: Node | undefined) => place(node?.range?.[0] ?? 0);
  if (tooDeep) {
    syntaxIssues.push(
      issue(at(tooDeep), `expected at most ${MAX_YAML_DEPTH} levels of nested lists and groups, found more from here`),
    );
  } else if (aliases.length > MAX_YAML_ALIASES) {
    syntaxIssues.push(
      issue(
        at(aliases[MAX_YAML_ALIASES]),
        `expected at most ${MAX_YAML_ALIASES} aliases (*name) in a file, found ${aliases.length}`,
      ),
    );
  } else {
    // An alias to an anchor that does not exist only fails when the document is converted.
    for (const alias of aliases.filter((alias) => alias.resolve(document) === undefined)) {
      syntaxIssues.push(
        issue(at(alias), `expected an alias to a defined anchor, found *${alias.source} with no &${alias.source}`),
      );
    }
  }

  if (syntaxIssues.length > 0) return yamlDocument({ data: undefined, syntaxIssues, positions });
  try {
    // maxAliasCount bounds the expansion of aliases to aliases (a "billion laughs" file).
    return yamlDocument({ data: document.toJS({ maxAliasCount: MAX_YAML_ALIASES }), syntaxIssues, positions });
  } catch (error) {
    const expansion = error instanceof ReferenceError && /alias/i.test(error.message);
    const message = expansion
      ? 'expected aliases (*name) that expand to a reasonable size, found aliases of aliases that expand without bound'
      : `expected YAML that converts to data, found: ${firstLine(String(error))}`;
    return yamlDocument({
      data: undefined,
      syntaxIssues: [issue(aliases[0] ? at(aliases[0]) : start, message)],
      positions,
    });
  }
}
