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
export type YamlDocument = {
  data: unknown;
  /** Syntax errors, already placed; when present, `data` is not to be trusted. */
  syntaxIssues: ContentIssue[];
  /** Line and column of a field's key (or of its nearest existing parent when it is missing). */
  positionOf(path: FieldPath): Position;
};

function yamlDocument(data: unknown, syntaxIssues: ContentIssue[], positions: PositionTree): YamlDocument {
  return {
    data,
    syntaxIssues,
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
 * The positions of every field of `document`, walked without recursion (a hostile nesting cannot
 * overflow the stack). A field without a range of its own takes its parent's position.
 */
function positionTree(document: Document, place: (offset: number) => Position): PositionTree {
  const rootOffset = document.contents?.range?.[0] ?? 0;
  const root: PositionTree = { at: place(rootOffset) };
  const pending: { node: unknown; tree: PositionTree; offset: number }[] = [
    { node: document.contents, tree: root, offset: rootOffset },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, tree, offset } = next;
    if (isMap(node)) {
      const keys: [unknown, PositionTree][] = [];
      const seen = new Set<unknown>();
      for (const item of node.items) {
        if (!isPair(item) || !isScalar(item.key)) continue;
        const key = item.key.value;
        if (seen.has(key)) continue;
        seen.add(key);
        const childOffset = item.key.range?.[0] ?? offset;
        const child: PositionTree = { at: place(childOffset) };
        keys.push([key, child]);
        pending.push({ node: item.value, tree: child, offset: childOffset });
      }
      tree.keys = keys;
    } else if (isSeq(node)) {
      tree.items = node.items.map((item: unknown) => {
        if (!item) return null;
        const childOffset = (item as Partial<Node>).range?.[0] ?? offset;
        const child: PositionTree = { at: place(childOffset) };
        pending.push({ node: item, tree: child, offset: childOffset });
        return child;
      });
    }
  }
  return root;
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
 * The first node nested deeper than the limit, and every alias (in document order), found
 * without recursion so that a hostile nesting cannot overflow the stack.
 */
function survey(document: Document): { tooDeep?: Node; aliases: Node[] } {
  const aliases: Node[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: document.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (isAlias(node)) aliases.push(node);
    if (isMap(node) || isSeq(node)) {
      if (depth >= MAX_YAML_DEPTH) return { tooDeep: node, aliases };
      for (let index = node.items.length - 1; index >= 0; index--)
        stack.push({ node: node.items[index], depth: depth + 1 });
    } else if (isPair(node)) {
      stack.push({ node: node.value, depth }, { node: node.key, depth });
    }
  }
  return { aliases };
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
  const unreadable = (message: string, line = 1): YamlDocument =>
    yamlDocument(undefined, [{ file, line: line + lineOffset - 1, column: 1, field: '(yaml)', message }], {
      at: { line: lineOffset, column: 1 },
    });
  let document: Document;
  try {
    // Dates stay strings (core schema): the content schemas decide what a valid date is.
    document = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true });
  } catch (error) {
    return unreadable(`expected YAML the parser can read, found text it gave up on: ${firstLine(String(error))}`);
  }
  const place = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset - 1, column: col };
  };

  const syntaxIssues: ContentIssue[] = [...document.errors, ...document.warnings].map((error) => {
    const summary = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message;
    const opening = error.code === 'MISSING_CHAR' ? openingOfUnclosedQuote(document, error.pos[0]) : undefined;
    const position = place(opening ?? error.pos[0]);
    return { file, ...position, field: '(yaml)', message: `expected valid YAML, found a syntax error: ${summary}` };
  });
  const { tooDeep, aliases } = survey(document);
  if (tooDeep) {
    syntaxIssues.push({
      file,
      ...place(tooDeep.range?.[0] ?? 0),
      field: '(yaml)',
      message: `expected at most ${MAX_YAML_DEPTH} levels of nested lists and groups, found more from here`,
    });
  } else if (aliases.length > MAX_YAML_ALIASES) {
    syntaxIssues.push({
      file,
      ...place(aliases[MAX_YAML_ALIASES]?.range?.[0] ?? 0),
      field: '(yaml)',
      message: `expected at most ${MAX_YAML_ALIASES} aliases (*name) in a file, found ${aliases.length}`,
    });
  } else {
    // An alias to an anchor that does not exist only fails when the document is converted.
    for (const alias of aliases) {
      if (isAlias(alias) && alias.resolve(document) === undefined) {
        syntaxIssues.push({
          file,
          ...place(alias.range?.[0] ?? 0),
          field: '(yaml)',
          message: `expected an alias to a defined anchor, found *${alias.source} with no &${alias.source}`,
        });
      }
    }
  }

  const positions = positionTree(document, place);
  if (syntaxIssues.length > 0) return yamlDocument(undefined, syntaxIssues, positions);
  try {
    // maxAliasCount bounds the expansion of aliases to aliases (a "billion laughs" file).
    return yamlDocument(document.toJS({ maxAliasCount: MAX_YAML_ALIASES }), syntaxIssues, positions);
  } catch (error) {
    const firstAlias = aliases[0]?.range?.[0];
    const position = firstAlias === undefined ? { line: lineOffset, column: 1 } : place(firstAlias);
    const expansion = error instanceof ReferenceError && /alias/i.test(error.message);
    return yamlDocument(
      undefined,
      [
        {
          file,
          ...position,
          field: '(yaml)',
          message: expansion
            ? 'expected aliases (*name) that expand to a reasonable size, found aliases of aliases that expand without bound'
            : `expected YAML that converts to data, found: ${firstLine(String(error))}`,
        },
      ],
      positions,
    );
  }
}
