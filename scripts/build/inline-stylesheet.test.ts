import { describe, expect, it } from 'vitest';
import { stylesheetInliner } from './inline-stylesheet';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/app.css">';
const CSS = 'a{color:red}b::after{content:"$&"}';

describe('stylesheetInliner', () => {
  it('puts the whole stylesheet in place of its link, and nothing else', () => {
    expect(stylesheetInliner(LINK, CSS).text(`<head>${LINK}</head>`, '<body>$&</body>')).toBe(
      '<head><style>a{color:red}b::after{content:"$&"}</style></head><body>$&</body>',
    );
  });

  it('refuses CSS that would end the style element early, and a head without the link', () => {
    expect(() => stylesheetInliner(LINK, 'a::after{content:"</STYLE>"}')).toThrow(/cannot be inlined/);
    expect(() => stylesheetInliner(LINK, 'a{}').text('<head></head>', '')).toThrow(/has no <link/);
  });
});
