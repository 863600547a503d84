import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { isReservedId } from '../../src/pages/article/page-ids';
import { normalizeTypography } from '../../tests/normalize-typography';
import { generateArticles, readArticleTemplates } from '../bench/article-generator';
import { splitFrontMatter } from './front-matter';
import { headingIdAllocator } from './heading-ids';
import { renderMarkdown, renderMarkdownFully } from './markdown';
import { markdownShapeProblem } from './markdown-limits';
import { renderSimpleMarkdown } from './simple-markdown';
import { typesetHtml } from './typography';

const CONTENT = fileURLToPath(new URL('../../content', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./__fixtures__', import.meta.url));

/** Every tag, attributes and all, in order. */
function tagsOf(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

/** Single and double quotes as one ('x' may be set as an inner quote, “x”). */
function anyQuote(text: string): string {
  return text.replace(/'/g, '"');
}

/** The content of every code element. */
function codeOf(html: string): string[] {
  return html.match(/<code[^>]*>[^<]*<\/code>/g) ?? [];
}

function simple(markdown: string): string | undefined {
  return renderSimpleMarkdown(markdown, headingIdAllocator(isReservedId));
}

/** Bodies of every Markdown file under `dir` the compiler would render (front matter split off, within the limits). */
function bodiesIn(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .flatMap((name): [string, string][] => {
      const split = splitFrontMatter(readFileSync(join(dir, name), 'utf8'));
      return 'body' in split && !markdownShapeProblem(split.body) ? [[name, split.body]] : [];
    });
}

describe('renderSimpleMarkdown', () => {
  const accepted = [
    'One paragraph.',
    'Two lines\nof one paragraph.\n\nAnd another paragraph.',
    '# Title\n\n## A *section*\n\n### With `code` and [a link](/en/articles/x/)\n\n###### Six',
    'Some *emphasis*, **strong**, *a **nested** one* and **a *nested* one**.',
    '*Starts* a line, and **ends with it.**',
    'Words_with_underscores and CV_final_2 stay text.',
    '`code with <tags> & *stars* and [brackets]` is code.',
    '[out](https://example.com/a?b=1#c), [in](/en/articles/) and [here](#why-it-matters).',
    '[protocol-relative](//example.org/x) leaves the site too.',
    '[**bold** link](/x) and *[emphasised link](/y)* here.',
    '- one\n- **two**\n- three `3`',
    '1. first\n2. second\n\nA paragraph after the list.',
    '7. starts at seven\n8. and goes on',
    '> A quote\n> over two lines.',
    '> One quote.\n\n> Another quote.',
    '```js\nconst a = 1 < 2 && b;\n\n  return `x`;\n```\n\nAfter the code.',
    '```\nplain code\n```',
    '## Main content\n\n## Root\n\n## Root',
    'Perché è così: 500 canali «con» virgolette ‘tipografiche’ e 日本語 😀.',
    'A line with "quotes" and (parentheses) and 50% and a ~ tilde | pipe.',
    '\n\nLeading and trailing blank lines.\n\n\n',
    '## Privacy & Security\n\nSettings & more, 5 & 6, `a && b` and an & at the end &',
    '[Registrazione e tracciabilità](#registrazione-e-tracciabilità) and [perché](/it/perché/?q=è#città).',
  ];

  it.each(accepted)('renders what the full pipeline renders: %j', (markdown) => {
    const html = simple(markdown);
    expect(html).toBeDefined();
    expect(html).toBe(renderMarkdownFully(markdown));
  });

  const declined = [
    'An <em>inline</em> tag.',
    '<div>A block</div>',
    'An &amp; entity.',
    'A numeric &#38; reference, and &copy without its semicolon.',
    'An emoji address [x](/😀).',
    'An escaped \\*star\\*.',
    'A hard break  \nafter two spaces.',
    'A tab\there.',
    'Windows\r\nline ends.',
    'Setext heading\n===',
    'A paragraph\n- interrupted by a list',
    '---',
    '* * *',
    '* a star list',
    '+ a plus list',
    '1) a parenthesis list',
    '- a list\n\n- made loose by a blank line',
    '1. an ordered list\n\n2. made loose too',
    '*[a link](/y)*. between punctuation',
    '- a list\n  - nested',
    '- a list\ncontinued lazily',
    '> > a nested quote',
    '>',
    '    indented code',
    '~~~\ntilde fence\n~~~',
    '```\nunclosed fence',
    '![an image](/images/x.svg)',
    '[a reference][ref]\n\n[ref]: /x',
    '[x](javascript:alert(1))',
    '[x](/a b)',
    '[x](/path "title")',
    '[x](/%zz)',
    'in*tra*word emphasis',
    '*unclosed emphasis',
    '**mismatched*',
    '***three***',
    '_underscore emphasis_',
    '``double backticks``',
    '` padded code `',
    'a stray ] bracket',
    '## A closing hash #',
  ];

  it.each(declined)('leaves to the full pipeline: %j', (markdown) => {
    expect(simple(markdown)).toBeUndefined();
  });

  it("renders the site's articles and the fixtures as the full pipeline does, when it renders them", () => {
    const bodies = [...bodiesIn(CONTENT), ...bodiesIn(FIXTURES)];
    expect(bodies.length).toBeGreaterThan(10);
    for (const [name, body] of bodies) {
      const html = simple(body);
      if (html !== undefined) expect({ name, html }).toEqual({ name, html: renderMarkdownFully(body) });
    }
    const renderedByFastPath = bodiesIn(CONTENT).filter(([, body]) => simple(body) !== undefined);
    expect(renderedByFastPath.length).toBeGreaterThan(0);
  });

  it('renders every generated benchmark article (the shape of 2,000 articles) as the full pipeline does', () => {
    const articles = generateArticles(30, readArticleTemplates(CONTENT));
    for (const { markdown, slug } of articles) {
      const split = splitFrontMatter(markdown);
      if (!('body' in split)) throw new Error(`${slug} has no body`);
      expect({ slug, html: simple(split.body) }).toEqual({ slug, html: renderMarkdownFully(split.body) });
    }
  });

  it('never renders differently from the full pipeline (random text near the subset)', () => {
    const word = fc.constantFrom(
      'word',
      'Perché',
      'CV_final_2',
      'a',
      '500',
      '日本',
      '😀',
      'Root',
      'main',
      'content',
      // What the typography step sets (typography.ts).
      "l'AI",
      "'90",
      '14 giorni',
      '€ 5',
      '...',
      '"quoted"',
      "'single'",
    );
    const token = fc.oneof(
      { weight: 8, arbitrary: word },
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          ' ',
          ' ',
          '\u00a0',
          '.',
          ',',
          '!',
          '?',
          '"',
          "'",
          '(',
          ')',
          ':',
          '-',
          '«',
          '…',
          '/',
          '#',
          '>',
          '|',
        ),
      },
      {
        weight: 3,
        arbitrary: fc.constantFrom('*', '**', '***', '_', '`', '[', ']', '](', '!', '<', '&', '\\', '\n', '  '),
      },
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          '*em*',
          '**strong**',
          '`c*o_d<e`',
          '[w](/x)',
          '[a b](https://e.org/a_b?q=1#f)',
          '[l](//h.org)',
          '[*x*](/y)',
          '![w](/x.svg)',
          '[x](javascript:x)',
          '[à](/è/città)',
          ' & ',
          '&amp;',
          '&',
          '*a **b** c*',
          '**a *b* c**',
          '*a*b',
        ),
      },
    );
    const text = fc.array(token, { minLength: 1, maxLength: 10 }).map((tokens) => tokens.join('').trim() || 'x');
    const block = fc.oneof(
      fc.array(text, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
      fc.tuple(fc.integer({ min: 1, max: 7 }), text).map(([level, content]) => `${'#'.repeat(level)} ${content}`),
      fc.array(text, { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
      fc
        .tuple(fc.constantFrom(0, 1, 9), fc.array(text, { minLength: 1, maxLength: 3 }))
        .map(([start, items]) => items.map((item, index) => `${start + index}. ${item}`).join('\n')),
      fc.array(text, { minLength: 1, maxLength: 2 }).map((lines) => lines.map((line) => `> ${line}`).join('\n')),
      fc
        .tuple(fc.constantFrom('', 'js', 'c++'), fc.array(fc.oneof(text, fc.constant('')), { maxLength: 3 }))
        .map(([language, lines]) => `\`\`\`${language}\n${lines.join('\n')}\n\`\`\``),
    );
    const document = fc
      .array(fc.tuple(block, fc.constantFrom('\n\n', '\n\n', '\n')), { minLength: 1, maxLength: 5 })
      .map((blocks) => blocks.map(([content, gap]) => content + gap).join(''));
    let rendered = 0;
    fc.assert(
      fc.property(document, fc.constantFrom(...LANGUAGES), (markdown, language) => {
        const html = simple(markdown);
        if (html === undefined) return;
        rendered++;
        const fully = renderMarkdownFully(markdown);
        expect(html).toBe(fully);
        // The fast path, then the typography step, as the full pipeline then the step.
        expect(renderMarkdown(markdown, language)).toBe(typesetHtml(fully, language));
      }),
      { numRuns: 3000 },
    );
    // The property says something only if the fast path took a fair share of the documents.
    expect(rendered).toBeGreaterThan(100);

    // The typography step on whatever the full pipeline writes changes text only, once.
    fc.assert(
      fc.property(document, fc.constantFrom(...LANGUAGES), (markdown, language) => {
        const fully = renderMarkdownFully(markdown);
        const set = typesetHtml(fully, language);
        expect(tagsOf(set)).toEqual(tagsOf(fully));
        expect(codeOf(set)).toEqual(codeOf(fully));
        expect(anyQuote(normalizeTypography(set))).toBe(anyQuote(normalizeTypography(fully)));
        expect(typesetHtml(set, language)).toBe(set);
      }),
      { numRuns: 300 },
    );
  });
});
