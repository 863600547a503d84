/**
 * Splits an article into its YAML front matter and its Markdown body, by hand. gray-matter, used
 * before, picks a parser from the word after the opening `---` and evaluates `---js` (and
 * `---javascript`, `---coffee`) blocks as code: a writer's file could run anything in CI and on
 * every build. Here the block is only ever text handed to the YAML parser, and any language tag
 * other than `yaml` is refused before anything reads it.
 */

/** The opening line: `---`, optionally `---yaml`; trailing blanks are forgiven. */
const OPENING = /^---[ \t]*$|^---yaml[ \t]*$/;
const CLOSING = /^---[ \t]*$/;

export type FrontMatter = {
  /** The YAML text between the two `---` lines. */
  yaml: string;
  /** Line of the file the YAML text starts on (2). */
  firstLine: number;
  /** Line of the closing `---`. */
  closingLine: number;
  /** Everything after the closing line. */
  body: string;
};

export type FrontMatterProblem = { line: number; message: string };

/** The front matter and body of a Markdown file, or the problem with its opening or closing. */
export function splitFrontMatter(source: string): FrontMatter | FrontMatterProblem {
  // Line by line up to the closing line only: the body, nearly all of the file, is taken whole.
  const yamlLines: string[] = [];
  let start = 0;
  for (let index = 0; ; index++) {
    const newline = source.indexOf('\n', start);
    const line = lineBetween(source, start, newline);
    if (index === 0) {
      const problem = openingProblem(line);
      if (problem) return problem;
    } else if (CLOSING.test(line)) {
      return {
        yaml: yamlLines.join('\n'),
        firstLine: 2,
        closingLine: index + 1,
        body: newline === -1 ? '' : withLineFeeds(source.slice(newline + 1)),
      };
    } else {
      yamlLines.push(line);
    }
    if (newline === -1) return { line: 1, message: 'expected a --- line closing the front matter, found none' };
    start = newline + 1;
  }
}

/** The line from `start` to the line feed at `newline` (-1: the end), without the CR of a CRLF. */
function lineBetween(source: string, start: number, newline: number): string {
  if (newline === -1) return source.slice(start);
  return source.slice(start, newline > start && source.charCodeAt(newline - 1) === 13 ? newline - 1 : newline);
}

/** A text's CRLF line ends as LF (a lone CR stays), as lines split at CRLF or LF and joined again. */
function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n/g, '\n') : text;
}

/** What is wrong with a file's first line as a front matter's opening, if anything. */
function openingProblem(opening: string): FrontMatterProblem | undefined {
  if (!opening.startsWith('---')) {
    return { line: 1, message: 'expected the file to start with a --- front matter block, found none' };
  }
  if (OPENING.test(opening)) return undefined;
  const tag = opening.slice(3).trim();
  return {
    line: 1,
    message: `expected the front matter to open with a plain --- line (YAML only), found ${JSON.stringify(
      opening.length > 40 ? `${opening.slice(0, 37)}...` : opening,
    )}${tag === '' ? '' : `: "${tag.slice(0, 20)}" front matter is not allowed, write it in YAML`}`,
  };
}
