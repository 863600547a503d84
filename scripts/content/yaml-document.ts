import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { ContentIssue } from './issues';

export type FieldPath = readonly PropertyKey[];

/** A parsed YAML text that can tell where each of its fields was written. */
export type YamlDocument = {
  data: unknown;
  /** Syntax errors, already placed; when present, `data` is not to be trusted. */
  syntaxIssues: ContentIssue[];
  /** Line and column of a field's key (or of its nearest existing parent when it is missing). */
  positionOf(path: FieldPath): { line: number; column: number };
};

/**
 * Parses YAML keeping source positions. `lineOffset` is the line the text starts on in its file
 * (front matter starts on line 2 of a Markdown file).
 */
export function parseYaml(text: string, file: string, lineOffset = 1): YamlDocument {
  const lineCounter = new LineCounter();
  // Dates stay strings (core schema): the content schemas decide what a valid date is.
  const document = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true });
  const place = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset - 1, column: col };
  };

  const syntaxIssues: ContentIssue[] = [...document.errors, ...document.warnings].map((error) => ({
    file,
    ...place(error.pos[0]),
    field: '(yaml)',
    message: `expected valid YAML, found a syntax error: ${error.message.split('\n')[0]}`,
  }));

  function positionOf(path: FieldPath) {
    let node: unknown = document.contents;
    let offset = (document.contents as Node | null)?.range?.[0] ?? 0;
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
    return place(offset);
  }

  return { data: document.toJS(), syntaxIssues, positionOf };
}
