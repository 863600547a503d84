import {
  isAlias,
  isMap,
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

/** A parsed YAML text that can tell where each of its fields was written. */
export type YamlDocument = {
  data: unknown;
  /** Syntax errors, already placed; when present, `data` is not to be trusted. */
  syntaxIssues: ContentIssue[];
  /** Line and column of a field's key or list item (or of its nearest existing parent when it is missing). */
  positionOf(path: FieldPath): Position;
};

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
 * Every alias in document order, and the first node nested deeper than the limit, found without
 * recursion so that a hostile nesting cannot overflow the stack.
 */
function survey(document: Document): { aliases: Alias[]; tooDeep?: Node } {
  const aliases: Alias[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: document.contents, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, depth } = next;
    if (isAlias(node)) aliases.push(node);
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_YAML_DEPTH) return { aliases, tooDeep: node };
    const children: unknown[] = isMap(node) ? node.items.flatMap((pair) => [pair.key, pair.value]) : [...node.items];
    for (const child of children.reverse()) stack.push({ node: child, depth: depth + 1 });
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
  const issue = (at: Position, message: string): ContentIssue => ({ file, ...at, field: '(yaml)', message });
  const start = { line: lineOffset, column: 1 };
  let document: Document;
  try {
    // Dates stay strings (core schema): the content schemas decide what a valid date is.
    document = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true });
  } catch (error) {
    const message = `expected YAML the parser can read, found text it gave up on: ${firstLine(String(error))}`;
    return { data: undefined, syntaxIssues: [issue(start, message)], positionOf: () => start };
  }
  const place = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset - 1, column: col };
  };
  const at = (node: Node | undefined) => place(node?.range?.[0] ?? 0);
  // A field without a range of its own takes its parent's; a repeated key is a syntax error already.
  const positionOf = (path: FieldPath) => {
    let node: unknown = document.contents;
    let offset = document.contents?.range?.[0] ?? 0;
    for (const key of path) {
      const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && item.key.value === key) : undefined;
      const item = isSeq(node) && typeof key === 'number' ? (node.items[key] as Node | null | undefined) : undefined;
      if (pair) offset = (pair.key as Node).range?.[0] ?? offset;
      else if (item) offset = item.range?.[0] ?? offset;
      else break;
      node = pair ? pair.value : item;
    }
    return place(offset);
  };
  const result = (data: unknown, syntaxIssues: ContentIssue[]) => ({ data, syntaxIssues, positionOf });

  const syntaxIssues: ContentIssue[] = [...document.errors, ...document.warnings].map((error) => {
    const summary = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message;
    const opening = error.code === 'MISSING_CHAR' ? openingOfUnclosedQuote(document, error.pos[0]) : undefined;
    return issue(place(opening ?? error.pos[0]), `expected valid YAML, found a syntax error: ${summary}`);
  });
  const { tooDeep, aliases } = survey(document);
  if (tooDeep) {
    const message = `expected at most ${MAX_YAML_DEPTH} levels of nested lists and groups, found more from here`;
    syntaxIssues.push(issue(at(tooDeep), message));
  } else if (aliases.length > MAX_YAML_ALIASES) {
    const message = `expected at most ${MAX_YAML_ALIASES} aliases (*name) in a file, found ${aliases.length}`;
    syntaxIssues.push(issue(at(aliases[MAX_YAML_ALIASES]), message));
  } else {
    // An alias to an anchor that does not exist only fails when the document is converted.
    for (const alias of aliases.filter((alias) => alias.resolve(document) === undefined)) {
      syntaxIssues.push(
        issue(at(alias), `expected an alias to a defined anchor, found *${alias.source} with no &${alias.source}`),
      );
    }
  }

  if (syntaxIssues.length > 0) return result(undefined, syntaxIssues);
  try {
    // maxAliasCount bounds the expansion of aliases to aliases (a "billion laughs" file).
    return result(document.toJS({ maxAliasCount: MAX_YAML_ALIASES }), syntaxIssues);
  } catch (error) {
    const expansion = error instanceof ReferenceError && /alias/i.test(error.message);
    const message = expansion
      ? 'expected aliases (*name) that expand to a reasonable size, found aliases of aliases that expand without bound'
      : `expected YAML that converts to data, found: ${firstLine(String(error))}`;
    return result(undefined, [issue(aliases[0] ? at(aliases[0]) : start, message)]);
  }
}
