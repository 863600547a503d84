import { describe, expect, it } from 'vitest';
import type { DistDiff } from './dist-diff';
import { code, encodePath, summaryMarkdown } from './summary-markdown';

const NOTHING: DistDiff = {
  added: [],
  changed: [],
  removed: [],
  unchanged: 12,
  headPages: 12,
  redirects: { added: [], removed: [], changed: [] },
};

const DIFF: DistDiff = {
  added: ['/en/articles/new-slug/'],
  changed: [
    { path: '/en/pricing/', changes: ['title', 'description'], wordDelta: 0 },
    { path: '/it/articoli/', changes: ['hreflang', 'text'], wordDelta: -40 },
    { path: '/en/team/', changes: ['text'], wordDelta: 1 },
  ],
  removed: [{ path: '/en/articles/old-slug/', redirectsTo: '/en/articles/new-slug/' }, { path: '/it/404.html' }],
  unchanged: 1200,
  headPages: 1204,
  redirects: {
    added: [{ from: '/en/articles/old-slug', to: '/en/articles/new-slug/', status: 301 }],
    removed: [{ from: '/team', to: '/en/team/', status: 302 }],
    changed: [],
  },
};

describe('summaryMarkdown', () => {
  it('says in one line that nothing differs', () => {
    expect(summaryMarkdown(NOTHING, { previewUrl: 'https://pr-1.example.dev' })).toBe(
      "## Pages changed by this pull request\n\nNo page and no redirect differs from the base branch's build (12 pages).\n",
    );
  });

  it('lists pages and redirects with paths when there is no preview', () => {
    expect(summaryMarkdown(DIFF)).toBe(
      [
        '## Pages changed by this pull request',
        '',
        '1 added, 3 changed, 2 removed, 1,200 unchanged (1,204 pages in this build); redirects: 1 added, 1 removed.',
        '',
        '### Added (1)',
        '',
        '- `/en/articles/new-slug/`',
        '',
        '### Changed (3)',
        '',
        '- `/en/pricing/`: title, description',
        '- `/it/articoli/`: hreflang, text (-40 words)',
        '- `/en/team/`: text (+1 word)',
        '',
        '### Removed (2)',
        '',
        '- `/en/articles/old-slug/`, now redirects to `/en/articles/new-slug/`',
        '- `/it/404.html`',
        '',
        '### Redirects added (1)',
        '',
        '- `/en/articles/old-slug` → `/en/articles/new-slug/` (301)',
        '',
        '### Redirects removed (1)',
        '',
        '- `/team` → `/en/team/` (302)',
        '',
      ].join('\n'),
    );
  });

  it('links each page to its preview', () => {
    const markdown = summaryMarkdown(
      { ...DIFF, changed: [], removed: [], added: ['/en/(draft)/ü/'] },
      { previewUrl: 'https://pr-27.example.dev' },
    );
    expect(markdown).toContain('\n\nPreview: https://pr-27.example.dev\n\n');
    expect(markdown).toContain('\n- [`/en/(draft)/ü/`](https://pr-27.example.dev/en/%28draft%29/%C3%BC/)\n');
  });

  it('lists redirects whose destination changed', () => {
    const markdown = summaryMarkdown({
      ...NOTHING,
      redirects: {
        added: [],
        removed: [],
        changed: [{ before: { from: '/a', to: '/b/', status: 301 }, after: { from: '/a', to: '/c/', status: 302 } }],
      },
    });
    expect(markdown).toBe(
      [
        '## Pages changed by this pull request',
        '',
        '0 added, 0 changed, 0 removed, 12 unchanged (12 pages in this build); redirects: 0 added, 0 removed, 1 changed.',
        '',
        '### Redirects changed (1)',
        '',
        '- `/a`: `/b/` (301) → `/c/` (302)',
        '',
      ].join('\n'),
    );
  });

  it('lists at most `limit` items in a section and says how many more there are', () => {
    const added = Array.from({ length: 1203 }, (_, index) => `/en/articles/a-${index}/`);
    const markdown = summaryMarkdown({ ...NOTHING, added }, { limit: 2 });
    expect(markdown).toContain(
      '### Added (1,203)\n\n- `/en/articles/a-0/`\n- `/en/articles/a-1/`\n- … and 1,201 more\n',
    );
    expect(
      summaryMarkdown({ ...NOTHING, added })
        .split('\n')
        .filter((line) => line.startsWith('- ')),
    ).toHaveLength(201);
  });
});

describe('code', () => {
  it('holds any text as it is, backticks and Markdown included', () => {
    expect(code('/en/*x*/')).toBe('`/en/*x*/`');
    expect(code('/a`b/')).toBe('``/a`b/``');
    expect(code('`a``')).toBe('``` `a`` ```');
  });
});

describe('encodePath', () => {
  it('percent-encodes each segment and the parentheses that would end a Markdown link', () => {
    expect(encodePath('/it/funzionalità/a b/(x)/')).toBe('/it/funzionalit%C3%A0/a%20b/%28x%29/');
  });
});
