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
  const lines = source.split(/\r?\n/);
  const opening = lines[0] ?? '';
  if (!opening.startsWith('---')) {
    return { line: 1, message: 'expected the file to start with a --- front matter block, found none' };
  }
  if (!OPENING.test(opening)) {
    const tag = opening.slice(3).trim();
    return {
      line: 1,
      message: `expected the front matter to open with a plain --- line (YAML only), found ${JSON.stringify(
        opening.length > 40 ? `${opening.slice(0, 37)}...` : opening,
      )}${tag === '' ? '' : `: "${tag.slice(0, 20)}" front matter is not allowed, write it in YAML`}`,
    };
  }
  const closingIndex = lines.findIndex((line, index) => index > 0 && CLOSING.test(line));
  if (closingIndex === -1) {
    return { line: 1, message: 'expected a --- line closing the front matter, found none' };
  }
  return {
    yaml: lines.slice(1, closingIndex).join('\n'),
    firstLine: 2,
    closingLine: closingIndex + 1,
    body: lines.slice(closingIndex + 1).join('\n'),
  };
}
