import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Node } from 'yaml';
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
/**
 * YAML reports a missing closing quote where the text ends; a writer needs the line where the
 * quote was opened: the first line with an odd number of that quote character.
 */
function lineOfUnclosedQuote(text: string, quote: string): number | undefined {
  const index = text.split('\n').findIndex((line) => line.split(quote).length % 2 === 0);
  return index === -1 ? undefined : index + 1;
}

export function parseYaml(text: string, file: string, lineOffset = 1): YamlDocument {
  const lineCounter = new LineCounter();
  // Dates stay strings (core schema): the content schemas decide what a valid date is.
  const document = parseDocument(text, { lineCounter, schema: 'core', uniqueKeys: true });
  const place = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset - 1, column: col };
  };

  const syntaxIssues: ContentIssue[] = [...document.errors, ...document.warnings].map((error) => {
    const summary = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message;
    const quote = error.code === 'MISSING_CHAR' ? /closing (["'])/.exec(summary)?.[1] : undefined;
    const unclosedLine = quote === undefined ? undefined : lineOfUnclosedQuote(text, quote);
    const position =
      unclosedLine === undefined ? place(error.pos[0]) : { line: unclosedLine + lineOffset - 1, column: 1 };
    return { file, ...position, field: '(yaml)', message: `expected valid YAML, found a syntax error: ${summary}` };
  });
  // An alias to an anchor that does not exist only fails when the document is converted.
  visit(document, {
    Alias(_, alias) {
      if (alias.resolve(document) === undefined) {
        syntaxIssues.push({
          file,
          ...place(alias.range?.[0] ?? 0),
          field: '(yaml)',
          message: `expected an alias to a defined anchor, found *${alias.source} with no &${alias.source}`,
        });
      }
    },
  });

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

  return { data: syntaxIssues.length > 0 ? undefined : document.toJS(), syntaxIssues, positionOf };
}
