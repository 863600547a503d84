import { describe, expect, it } from 'vitest';
import { countWords, markdownProcessor, readingMinutes, renderMarkdown, renderMarkdownTree } from './markdown';

const wordsIn = (markdown: string) => countWords(markdownProcessor.parse(markdown));

describe('renderMarkdown', () => {
  it("sets the text's typography for the language", () => {
    expect(renderMarkdown('Un "test" dell\'AI...', 'it')).toBe('<p>Un «test» dell’AI…</p>');
    expect(renderMarkdown('A "test" &amp; the AI\'s `"code"`...', 'en')).toBe(
      '<p>A “test” &#x26; the AI’s <code>"code"</code>…</p>',
    );
  });

  it('renders Markdown to HTML', () => {
    expect(renderMarkdown('Some *emphasis* and `code`.')).toBe('<p>Some <em>emphasis</em> and <code>code</code>.</p>');
  });

  it('removes <script> tags', () => {
    const html = renderMarkdown('Before\n\n<script>alert(1)</script>\n\nInline <script>steal()</script> too');
    expect(html).not.toContain('<script');
    expect(html).toContain('<p>Before</p>');
  });

  it('removes on* event handler attributes', () => {
    const html = renderMarkdown('An image <img src=x onerror=alert(1)> here\n\n<p onclick="alert(1)">text</p>');
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toContain('alert(1)');
  });

  it('removes javascript: links but keeps their text', () => {
    for (const markdown of [
      '[x](javascript:alert(1))',
      '[x](JavaScript:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      const html = renderMarkdown(markdown);
      expect(html.toLowerCase()).not.toContain('javascript:');
    }
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p><a>x</a></p>');
  });

  it('gives headings ids without the sanitiser prefix', () => {
    const html = renderMarkdown('## Hello World\n\n### Hello World');
    expect(html).toContain('<h2 id="hello-world">Hello World</h2>');
    expect(html).toContain('<h3 id="hello-world-1">Hello World</h3>');
    expect(html).not.toContain('user-content-');
  });

  it('adds rel="noopener noreferrer" to external links only', () => {
    const html = renderMarkdown('[out](https://example.com/page) and [in](/en/articles/) and [here](#hello-world)');
    expect(html).toContain('<a href="https://example.com/page" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/en/articles/">in</a>');
    expect(html).toContain('<a href="#hello-world">here</a>');
  });

  it('keeps images with their alternative text', () => {
    expect(renderMarkdown('![A chart](/images/chart.svg)')).toBe('<p><img src="/images/chart.svg" alt="A chart"></p>');
  });
});

describe('renderMarkdownTree', () => {
  it('shows the checks the text as written, and sets the typography only in the HTML', () => {
    const { read, html } = renderMarkdownTree('"Tempi" ridotti del 35 %', 'it', (tree) =>
      tree.children.flatMap((block) =>
        block.type === 'paragraph' ? block.children.map((node) => ('value' in node ? node.value : '')) : [],
      ),
    );
    expect(read).toEqual(['"Tempi" ridotti del 35 %']);
    expect(html).toBe('<p>«Tempi» ridotti del 35\u00a0%</p>');
  });
});

describe('countWords', () => {
  it('counts words separated by any whitespace', () => {
    expect(wordsIn('one two\tthree\n\nfour')).toBe(4);
    expect(wordsIn('')).toBe(0);
    expect(wordsIn('   \n ')).toBe(0);
  });

  it('does not count Markdown syntax as words', () => {
    expect(wordsIn('## Title\n\n> quoted *text*\n\n- item\n- **bold** item\n\n---')).toBe(6);
  });

  it('does not count code blocks, raw HTML or link addresses', () => {
    expect(wordsIn('Before\n\n```ts\nconst a = 1;\n```\n\nafter')).toBe(2);
    expect(wordsIn('<div>hidden</div>\n\nSee [the guide](https://example.com/a-long-path).')).toBe(3);
  });

  it('counts accented words and numbers', () => {
    expect(wordsIn('Perché è così: 500 canali')).toBe(5);
  });
});

describe('readingMinutes', () => {
  it('reads 220 words a minute, rounded', () => {
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(1200)).toBe(5);
    expect(readingMinutes(1210)).toBe(6);
  });

  it('is never less than one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(50)).toBe(1);
  });
});
