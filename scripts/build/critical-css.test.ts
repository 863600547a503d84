import { describe, expect, it } from 'vitest';
import { inlineCodeProblems } from '../postbuild/inline-code';
import { CriticalCss, inlineCriticalCss } from './critical-css';
import { pageVocabulary } from './page-vocabulary';
import { pageMeets, selectorNeeds } from './selector-needs';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"></head><body>${body}</body></html>`;

describe('selectorNeeds', () => {
  it('reads escaped Tailwind class names, tags, ids and attribute names', () => {
    expect(selectorNeeds('.md\\:flex')).toEqual({ tags: [], classes: ['md:flex'], ids: [], attributes: [] });
    expect(selectorNeeds('.\\32 xl\\:grid')).toMatchObject({ classes: ['2xl:grid'] });
    expect(selectorNeeds('nav > ul li#menu[data-open=true]::before')).toEqual({
      tags: ['nav', 'ul', 'li'],
      classes: [],
      ids: ['menu'],
      attributes: ['data-open'],
    });
  });

  it('requires nothing from :not(), :has() or a list in :where(), but does from a single :where()', () => {
    expect(selectorNeeds('.a:not(.b)')).toMatchObject({ classes: ['a'] });
    expect(selectorNeeds('.a:has(.c)')).toMatchObject({ classes: ['a'] });
    expect(selectorNeeds(':where(.x, .y) p')).toMatchObject({ classes: [], tags: ['p'] });
    expect(selectorNeeds(':where(.space-y-4>:not(:last-child))')).toMatchObject({ classes: ['space-y-4'] });
  });
});

describe('pageVocabulary', () => {
  it('reads the names inside tags only, with entities decoded', () => {
    const vocabulary = pageVocabulary(
      page('<p class="a [&amp;&gt;*]:b" id="x" data-open="true">class="fake" word</p>'),
    );
    expect([...vocabulary.classes]).toEqual(['a', '[&>*]:b']);
    expect([...vocabulary.ids]).toEqual(['x']);
    expect(vocabulary.attributes.has('data-open')).toBe(true);
    expect(vocabulary.attributes.has('word')).toBe(false);
    expect(vocabulary.tags.has('p')).toBe(true);
  });

  it('lets a page meet a selector only with every name it needs', () => {
    const vocabulary = pageVocabulary(page('<ul class="list"><li>x</li></ul>'));
    expect(pageMeets(selectorNeeds('ul.list > li'), vocabulary)).toBe(true);
    expect(pageMeets(selectorNeeds('ol.list li'), vocabulary)).toBe(false);
  });
});

describe('CriticalCss', () => {
  const stylesheet =
    '@layer theme, base;@property --tw-x{syntax:"*";inherits:false}' +
    '@layer base{body{margin:0}table{border:0}}' +
    '@layer utilities{.used{color:red}.unused{color:blue}@media (min-width:40rem){.sm\\:used{color:green}.sm\\:unused{color:pink}}}' +
    '@keyframes spin{to{rotate:1turn}}';

  it('keeps, in order, the rules the page could use, the definitions, and no empty block', () => {
    const css = new CriticalCss(stylesheet).forPage(page('<p class="used sm:used">x</p>'));
    expect(css).toBe(
      '@layer theme, base;@property --tw-x{syntax:"*";inherits:false}@layer base{body{margin:0}}' +
        '@layer utilities{.used{color:red}@media (min-width:40rem){.sm\\:used{color:green}}}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('drops a block whose rules the page cannot use', () => {
    const css = new CriticalCss('@media print{.x{color:red}}.y{color:blue}').forPage(page('<p class="y">y</p>'));
    expect(css).toBe('.y{color:blue}');
  });
});

describe('inlineCriticalCss', () => {
  it('inlines the rules and loads the stylesheet without any script or handler', () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/app-x.css">';
    const html = inlineCriticalCss(
      `<html><head>${link}</head><body><p class="used">x</p></body></html>`,
      link,
      '/assets/app-x.css',
      '.used{color:red}',
    );
    expect(html).toBe(
      '<html><head><style>.used{color:red}</style><link rel="preload" crossorigin href="/assets/app-x.css" as="style"></head>' +
        '<body><p class="used">x</p><link rel="stylesheet" crossorigin href="/assets/app-x.css"></body></html>',
    );
    expect(inlineCodeProblems(html)).toEqual([]);
  });
});
