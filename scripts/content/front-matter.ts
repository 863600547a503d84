import matter from 'gray-matter';

/**
 * A Markdown file's YAML front matter and body, split by gray-matter. gray-matter picks a parser
 * from the word after the opening `---` and, left to itself, evaluates `---js` (and
 * `---javascript`, `---coffee`) blocks as code: a writer's file could run anything in CI and on
 * every build. So the opening line is checked before gray-matter sees the file (only `---` and
 * `---yaml` pass), and every engine but YAML is replaced by one that refuses.
 */

/** The opening line: `---`, optionally `---yaml`; trailing blanks are forgiven. */
const OPENING = /^---[ \t]*$|^---yaml[ \t]*$/;
/** What may follow the dashes of the closing line. */
const CLOSING_REST = /^[ \t]*$/;
const CLOSE = '\n---';

/** The YAML text between the `---` lines, the lines it starts on (2) and closes on, and the body after. */
export type FrontMatter = { yaml: string; firstLine: number; closingLine: number; body: string };

export type FrontMatterProblem = { line: number; message: string };

const UNCLOSED: FrontMatterProblem = { line: 1, message: 'expected a --- line closing the front matter, found none' };

/** gray-matter's engines and their aliases, each refusing (the opening line was checked already: this is a second lock). */
const REFUSED_ENGINES = Object.fromEntries(
  ['javascript', 'js', 'coffee', 'coffeescript', 'cson', 'json', 'toml'].map((name) => {
    const parse = () => {
      throw new Error(`"${name}" front matter is never read: only YAML is`);
    };
    return [name, { parse }];
  }),
);

/**
 * The front matter and body of a Markdown file, with the front matter read by `parse` as
 * gray-matter's YAML engine, or the problem with its opening or closing. Line ends are LF first
 * (a CRLF file splits as its lines would).
 */
export function parseFrontMatter<Parsed>(
  source: string,
  /** Reads a front matter's text, whose line 1 is the file's opening line (so positions are the file's). */
  parse: (text: string) => Parsed,
): (FrontMatter & { parsed: Parsed }) | FrontMatterProblem {
  const text = source.includes('\r\n') ? source.replace(/\r\n/g, '\n') : source;
  const firstBreak = text.indexOf('\n');
  const opening = firstBreak === -1 ? text : text.slice(0, firstBreak);
  if (!opening.startsWith('---')) {
    return { line: 1, message: 'expected the file to start with a --- front matter block, found none' };
  }
  if (!OPENING.test(opening)) {
    const tag = opening.slice(3).trim();
    const shown = JSON.stringify(opening.length > 40 ? `${opening.slice(0, 37)}...` : opening);
    const message = `expected the front matter to open with a plain --- line (YAML only), found ${shown}${tag === '' ? '' : `: "${tag.slice(0, 20)}" front matter is not allowed, write it in YAML`}`;
    return { line: 1, message };
  }
  if (firstBreak === -1) return UNCLOSED;

  let engineRan: { text: string; parsed: Parsed } | undefined;
  const options = {
    engines: {
      ...REFUSED_ENGINES,
      yaml: {
        parse: (matterText: string) => {
          engineRan = { text: matterText, parsed: parse(matterText) };
          return {};
        },
      },
    },
  };
  // gray-matter's front matter starts after `---` (and after `yaml`, when named): its line 1 is the file's.
  const firstMatterStart = text.startsWith('---yaml') ? firstBreak : 3;
  let matterStart = firstMatterStart;
  let file = matter(text, options);
  for (;;) {
    const closeAt = matterStart + file.matter.length;
    if (closeAt >= text.length) return UNCLOSED;
    const lineEnd = text.indexOf('\n', closeAt + CLOSE.length);
    const rest = text.slice(closeAt + CLOSE.length, lineEnd === -1 ? undefined : lineEnd);
    if (CLOSING_REST.test(rest)) {
      const yaml = text.slice(firstBreak + 1, Math.max(firstBreak + 1, closeAt));
      // gray-matter skips its engine for a front matter of blanks and comments, which YAML reads as null.
      const whole = matterStart === firstMatterStart && engineRan?.text === text.slice(matterStart, closeAt);
      const parsed = whole && engineRan ? engineRan.parsed : parse(`\n${yaml}`);
      return {
        yaml,
        firstLine: 2,
        closingLine: text.slice(0, closeAt).split('\n').length + 1,
        body: lineEnd === -1 ? '' : text.slice(lineEnd + 1),
        parsed,
      };
    }
    // gray-matter closes at any line starting with ---; `---x` is a line of the front matter, and
    // gray-matter goes on from the line after it, given the text only up to the next such line
    // (the rest of the file each time made a file of many `---x` lines take quadratic time).
    if (lineEnd === -1) return UNCLOSED;
    const nextClose = text.indexOf(CLOSE, lineEnd);
    if (nextClose === -1) return UNCLOSED;
    const windowEnd = text.indexOf('\n', nextClose + CLOSE.length);
    matterStart = lineEnd;
    file = matter(`---${text.slice(lineEnd, windowEnd === -1 ? undefined : windowEnd)}`, options);
  }
}
