/**
 * A fast path for the Markdown articles are written in: paragraphs, `#` headings, `-` and `1.`
 * lists of one-line items, `>` quotes, ``` code blocks, `*emphasis*`, `**strong**`, `` `code` ``
 * and `[links](/path)`. The unified pipeline (markdown.ts) takes about 4 ms per article, most of
 * it in the CommonMark parser; this renders the same article in a few hundredths of that.
 *
 * It accepts only text whose reading CommonMark leaves no doubt about, and returns undefined for
 * anything else (HTML, character references such as `&amp;`, `\` escapes, `_`, tabs, nested or loose lists, reference
 * links, images, emphasis that is not a plain pair…): renderMarkdown then runs the full pipeline.
 * What it accepts it renders byte for byte as the pipeline does (sanitised, heading ids, safe
 * external links); simple-markdown.test.ts holds the two to that on real, generated and random text.
 */

/** Characters the fast path never reads: carriage returns, tabs, other controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSUPPORTED = /[\0-\x08\x0B-\x1F\x7F\r\t]/;
/** Nor a surrogate without its pair (looked for only in text that has surrogates: emoji and the like). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Outside code, these start constructs the fast path leaves to the parser. */
const UNSUPPORTED_IN_TEXT = new Set(['\\', '<', ']']);
/** After `&`, what may start a character reference (`&amp;`, `&#38;`): such an `&` is left to the parser; any other is text. */
const REFERENCE_START = /[A-Za-z0-9#]/;
/** The characters inline text is scanned for: those above, and the ones the fast path reads. */
const SPECIAL = /[\\<&\]_`*[]/g;

/** A line that would open a block other than a paragraph, or continue one (setext, list, quote, fence…). */
const BLOCK_START = /^(?:\s|#|>|[-+=_~<]|\*(?:\s|$)|\*[*\s]*$|\d{1,9}[.)](?:\s|$)|```)/;

const HEADING = /^(#{1,6}) (\S.*)$/;
const BULLET_ITEM = /^- (.*)$/;
const ORDERED_ITEM = /^(\d{1,9})\. (.*)$/;
const QUOTE_LINE = /^> (.*)$/;
const FENCE_OPEN = /^```([a-z0-9]*)$/;
/** Any line that closes (or could close) a ``` fence. */
const FENCE_CLOSE = /^ {0,3}`{3,}[ \t]*$/;
/**
 * Link destinations the fast path writes: site paths, anchors and http(s) addresses of plain
 * characters, and letters of any alphabet (`#registrazione-e-tracciabilità`), which it
 * %-encodes as the parser does (encodedUrl).
 */
const SAFE_URL = /^(?:https?:\/\/|\/|#)[A-Za-z0-9\-._~:/?#@!$+,;=%\p{L}\p{M}\p{N}]*$/u;
const NOT_ASCII = /[^\0-\x7F]/g;
const EXTERNAL_URL = /^(https?:)?\/\//;

const WHITESPACE = /\s/;
const PUNCTUATION = /\p{P}|\p{S}/u;

type Rendered = { html: string; text: string };

/** `&` and `<` as hast-util-to-html writes them in text. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}

/** How CommonMark classifies the character at `index` next to a `*` run: 1 space, 2 punctuation, 0 other. */
function characterClass(source: string, index: number): 0 | 1 | 2 {
  if (index < 0 || index >= source.length) return 1;
  // One UTF-16 unit at a time, as micromark reads it.
  const character = String.fromCharCode(source.charCodeAt(index));
  if (WHITESPACE.test(character)) return 1;
  return PUNCTUATION.test(character) ? 2 : 0;
}

type Delimiter = { type: 'delimiter'; length: number };
type Piece = Rendered | Delimiter;

/** A valid `%XX` everywhere a `%` is, and no character outside the Basic Multilingual Plane (kept for the parser). */
function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url) && !/%(?![0-9A-Fa-f]{2})/.test(url) && !/[\uD800-\uDFFF]/.test(url);
}

/** The address as the parser writes it: each character beyond ASCII as the %-escapes of its UTF-8 bytes. */
function encodedUrl(url: string): string {
  return url.replace(NOT_ASCII, (character) => encodeURIComponent(character));
}

/**
 * Pieces of inline text from `start` to `end` of `source`: text, code spans, links (rendered),
 * and `*` runs that only open or only close. Undefined when anything is outside the subset.
 */
function inlinePieces(source: string, start: number, end: number, inLink: boolean): Piece[] | undefined {
  const pieces: Piece[] = [];
  let textStart = start;
  const flushText = (until: number) => {
    if (until > textStart) {
      const text = source.slice(textStart, until);
      pieces.push({ html: text.includes('&') ? text.replace(/&/g, '&#x26;') : text, text });
    }
  };
  let index = start;
  while (index < end) {
    // Plain text is skipped in one step, to the next character that may mean something.
    SPECIAL.lastIndex = index;
    const special = SPECIAL.exec(source);
    if (!special || special.index >= end) break;
    index = special.index;
    const character = special[0];
    if (UNSUPPORTED_IN_TEXT.has(character)) return undefined;
    if (character === '&') {
      if (REFERENCE_START.test(source[index + 1] ?? '')) return undefined;
      index++;
    } else if (character === '_') {
      // Inside a word (`CV_final_2`) an underscore is text; anywhere else it may be emphasis.
      let runEnd = index;
      while (source[runEnd] === '_') runEnd++;
      if (characterClass(source, index - 1) !== 0 || characterClass(source, runEnd) !== 0) return undefined;
      index = runEnd;
    } else if (character === '`') {
      const close = source.indexOf('`', index + 1);
      if (close === -1 || close >= end) return undefined;
      const code = source.slice(index + 1, close);
      if (code === '' || code.includes('\n') || code.startsWith(' ') || code.endsWith(' ')) return undefined;
      if (source[close + 1] === '`') return undefined;
      flushText(index);
      pieces.push({ html: `<code>${escapeText(code)}</code>`, text: code });
      index = close + 1;
      textStart = index;
    } else if (character === '*') {
      let runEnd = index;
      while (source[runEnd] === '*') runEnd++;
      const length = runEnd - index;
      if (length > 2) return undefined;
      const before = characterClass(source, index - 1);
      const after = characterClass(source, runEnd);
      const opens = after === 0 || (after === 2 && before !== 0);
      const closes = before === 0 || (before === 2 && after !== 0);
      if (opens === closes) return undefined;
      flushText(index);
      pieces.push(opens ? { type: 'delimiter', length } : { type: 'delimiter', length: -length });
      index = runEnd;
      textStart = index;
    } else if (character === '[') {
      if (inLink || source[index - 1] === '!') return undefined;
      const labelEnd = source.indexOf(']', index + 1);
      if (labelEnd === -1 || labelEnd >= end || source[labelEnd + 1] !== '(') return undefined;
      const urlEnd = source.indexOf(')', labelEnd + 2);
      if (urlEnd === -1 || urlEnd >= end) return undefined;
      const label = source.slice(index + 1, labelEnd);
      const url = source.slice(labelEnd + 2, urlEnd);
      if (label === '' || /[[`\n]/.test(label) || !isSafeUrl(url)) return undefined;
      const content = renderInline(source, index + 1, labelEnd, true);
      if (!content) return undefined;
      const rel = EXTERNAL_URL.test(url) ? ' rel="noopener noreferrer"' : '';
      flushText(index);
      pieces.push({ html: `<a href="${encodedUrl(url)}"${rel}>${content.html}</a>`, text: content.text });
      index = urlEnd + 1;
      textStart = index;
    }
  }
  flushText(end);
  return pieces;
}

/** Inline text to HTML and plain text; emphasis pairs must nest, each closer matching the last opener. */
function renderInline(source: string, start: number, end: number, inLink = false): Rendered | undefined {
  const pieces = inlinePieces(source, start, end, inLink);
  if (!pieces) return undefined;
  const stack: { length: number; html: string; text: string }[] = [{ length: 0, html: '', text: '' }];
  for (const piece of pieces) {
    const top = stack[stack.length - 1];
    if (!top) return undefined;
    if (!('type' in piece)) {
      top.html += piece.html;
      top.text += piece.text;
    } else if (piece.length > 0) {
      stack.push({ length: piece.length, html: '', text: '' });
    } else {
      const parent = stack[stack.length - 2];
      if (!parent || top.length !== -piece.length) return undefined;
      stack.pop();
      const tag = top.length === 2 ? 'strong' : 'em';
      parent.html += `<${tag}>${top.html}</${tag}>`;
      parent.text += top.text;
    }
  }
  const [root, unclosed] = stack;
  return root && !unclosed ? { html: root.html, text: root.text } : undefined;
}

/** Lines of a paragraph (or of one item or quote), when each is plain paragraph text. */
function renderLines(lines: readonly string[]): Rendered | undefined {
  if (lines.some((line) => line === '' || line.endsWith(' ') || BLOCK_START.test(line))) return undefined;
  const source = lines.join('\n');
  return renderInline(source, 0, source.length);
}

type ListKind = 'bullet' | 'ordered';

/** One block of lines without blank lines between them: a heading, list, quote or paragraph. */
function renderBlock(
  lines: readonly string[],
  nextHeadingId: (text: string) => string,
): { html: string; list?: ListKind } | undefined {
  const first = lines[0] ?? '';
  const heading = HEADING.exec(first);
  if (heading) {
    const [, hashes = '', content = ''] = heading;
    if (lines.length > 1 || content.endsWith('#')) return undefined;
    const rendered = renderLines([content]);
    if (!rendered) return undefined;
    const tag = `h${hashes.length}`;
    return { html: `<${tag} id="${nextHeadingId(rendered.text)}">${rendered.html}</${tag}>` };
  }
  const kind: ListKind | undefined = BULLET_ITEM.test(first)
    ? 'bullet'
    : ORDERED_ITEM.test(first)
      ? 'ordered'
      : undefined;
  if (kind) {
    const pattern = kind === 'bullet' ? BULLET_ITEM : ORDERED_ITEM;
    const items: string[] = [];
    for (const line of lines) {
      const match = pattern.exec(line);
      const content = match?.[match.length - 1];
      const rendered = content === undefined ? undefined : renderLines([content]);
      if (!rendered) return undefined;
      items.push(`<li>${rendered.html}</li>`);
    }
    const start = kind === 'ordered' ? Number.parseInt(ORDERED_ITEM.exec(first)?.[1] ?? '1', 10) : 1;
    const tag = kind === 'bullet' ? 'ul' : `ol${start === 1 ? '' : ` start="${start}"`}`;
    return { html: `<${tag}>\n${items.join('\n')}\n</${kind === 'bullet' ? 'ul' : 'ol'}>`, list: kind };
  }
  if (QUOTE_LINE.test(first)) {
    const content = lines.map((line) => QUOTE_LINE.exec(line)?.[1]);
    if (content.some((line) => line === undefined)) return undefined;
    const rendered = renderLines(content.map((line) => line ?? ''));
    return rendered && { html: `<blockquote>\n<p>${rendered.html}</p>\n</blockquote>` };
  }
  const rendered = renderLines(lines);
  return rendered && { html: `<p>${rendered.html}</p>` };
}

/** A ``` block from `open`: its HTML and the index of its closing line, when it is a plain one. */
function renderFence(lines: readonly string[], open: number): { html: string; close: number } | undefined {
  const language = FENCE_OPEN.exec(lines[open] ?? '')?.[1];
  if (language === undefined) return undefined;
  let close = open + 1;
  while (close < lines.length && !FENCE_CLOSE.test(lines[close] ?? '')) close++;
  const content = lines.slice(open + 1, close);
  const firstLine = content[0];
  const lastLine = content[content.length - 1];
  if (close >= lines.length || lines[close] !== '```' || (lines[close + 1] ?? '') !== '') return undefined;
  if (firstLine === undefined || lastLine === undefined || firstLine.trim() === '' || lastLine.trim() === '') {
    return undefined;
  }
  const className = language === '' ? '' : ` class="language-${language}"`;
  return { html: `<pre><code${className}>${escapeText(`${content.join('\n')}\n`)}</code></pre>`, close };
}

/**
 * The HTML renderMarkdown makes of `markdown`, or undefined when the text uses anything beyond
 * the plain subset. `nextHeadingId` gives each heading its id from its text (heading-ids.ts).
 */
export function renderSimpleMarkdown(markdown: string, nextHeadingId: (text: string) => string): string | undefined {
  if (UNSUPPORTED.test(markdown) || (/[\uD800-\uDFFF]/.test(markdown) && LONE_SURROGATE.test(markdown)))
    return undefined;
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let previousList: ListKind | undefined;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line === '') {
      index++;
      continue;
    }
    if (line.trim() === '') return undefined;
    if (line.startsWith('```')) {
      const fence = renderFence(lines, index);
      if (!fence) return undefined;
      blocks.push(fence.html);
      previousList = undefined;
      index = fence.close + 1;
      continue;
    }
    let end = index;
    while (end < lines.length && lines[end] !== '') end++;
    const block = renderBlock(lines.slice(index, end), nextHeadingId);
    // A list after a blank line continues the list before it, which makes that list loose.
    if (!block || (block.list !== undefined && block.list === previousList)) return undefined;
    blocks.push(block.html);
    previousList = block.list;
    index = end;
  }
  return blocks.join('\n');
}
