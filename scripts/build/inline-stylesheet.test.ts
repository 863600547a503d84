import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/app.css">';

describe('inlineStylesheet', () => {
  it('puts the whole stylesheet in place of its link, and nothing else', () => {
    expect(inlineStylesheet(`<head>${LINK}</head><body>$&</body>`, LINK, 'a{color:red}b::after{content:"$&"}')).toBe(
      '<head><style>a{color:red}b::after{content:"$&"}</style></head><body>$&</body>',
    );
  });

  it('refuses CSS that would end the style element early, and a page without the link', () => {
    expect(() => inlineStylesheet(LINK, LINK, 'a::after{content:"</STYLE>"}')).toThrow(/cannot be inlined/);
    expect(() => inlineStylesheet('<head></head>', LINK, 'a{}')).toThrow(/has no <link/);
  });
});
