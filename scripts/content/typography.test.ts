import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { typesetText } from './typography';

/** No-break spaces made visible, so expectations say where they are. */
function shown(text: string): string {
  return text.replace(/\u00a0/g, '⍽');
}

describe('typesetText', () => {
  it.each([
    ["l'AI dell'azienda: c'è", 'l’AI dell’azienda: c’è'],
    ["e un po' di pazienza", 'e un po’ di pazienza'],
    ["un'offerta all'80%", 'un’offerta all’80%'],
  ])('Italian apostrophes: %j', (written, set) => {
    expect(typesetText(written, 'it')).toBe(set);
  });

  it.each([
    ["Don't miss Talvera's guide", 'Don’t miss Talvera’s guide'],
    ["the candidates' CVs", 'the candidates’ CVs'],
  ])('English apostrophes: %j', (written, set) => {
    expect(typesetText(written, 'en')).toBe(set);
  });

  it('Italian quotes are caporali, those inside them ‘ ’', () => {
    expect(typesetText('"Sistema" di lavoro, il cosiddetto "sistema".', 'it')).toBe(
      '«Sistema» di lavoro, il cosiddetto «sistema».',
    );
    expect(typesetText('Mi disse: "cerca \'magazzino\' e \'carico\'" (e "sì/no").', 'it')).toBe(
      'Mi disse: «cerca ‘magazzino’ e ‘carico’» (e «sì/no»).',
    );
  });

  it('English quotes are “ ”, those inside them ‘ ’', () => {
    expect(typesetText("She said \"we're hiring 'now'\", then left.", 'en')).toBe(
      'She said “we’re hiring ‘now’”, then left.',
    );
    expect(typesetText('("quoted") and —"after a dash"', 'en')).toBe('(“quoted”) and —“after a dash”');
    expect(typesetText('"Stop." "Go!"', 'en')).toBe('“Stop.” “Go!”');
  });

  it('leaves double quotes straight where the language is not known, and sets the rest', () => {
    expect(typesetText('"Talvera\'s" capital: € 20.000...', undefined)).toBe('"Talvera’s" capital: €\u00a020.000…');
  });

  it('makes three dots an ellipsis, and leaves two as written', () => {
    expect(typesetText('Wait... and then.. and', 'en')).toBe('Wait… and then.. and');
  });

  it('keeps a number with the time unit after it, in both languages', () => {
    expect(
      shown(typesetText('Prova gratis per 14 giorni, 30 minuti, 1 ora, 2–6 settimane, 3 mesi, 2 anni', 'it')),
    ).toBe('Prova gratis per 14⍽giorni, 30⍽minuti, 1⍽ora, 2–6⍽settimane, 3⍽mesi, 2⍽anni');
    expect(shown(typesetText('1,200 CVs in 2 weeks, 48 hours, 1 day, 6 months, 10 years', 'en'))).toBe(
      '1,200 CVs in 2⍽weeks, 48⍽hours, 1⍽day, 6⍽months, 10⍽years',
    );
  });

  it('keeps an amount with its currency, a percentage, a file size and pixels', () => {
    expect(shown(typesetText('270 €, 1.500 euro, € 20.000, 25 %, 99,5 %, 5 MB, 800 KB, 2 GB, 44 px', 'it'))).toBe(
      '270⍽€, 1.500⍽euro, €⍽20.000, 25⍽%, 99,5⍽%, 5⍽MB, 800⍽KB, 2⍽GB, 44⍽px',
    );
    expect(shown(typesetText('From $ 49, £ 30 or 270 € a month', 'en'))).toBe('From $⍽49, £⍽30 or 270⍽€ a month');
  });

  it('leaves a number free of any word that is not a unit', () => {
    expect(typesetText('Fondata in 2025 a Milano, 20100 Milano, 500 canali, 3 clienti', 'it')).toBe(
      'Fondata in 2025 a Milano, 20100 Milano, 500 canali, 3 clienti',
    );
    expect(typesetText('+40% di produttività, 50% dei casi, 500+ job board', 'it')).toBe(
      '+40% di produttività, 50% dei casi, 500+ job board',
    );
    expect(typesetText('in 2025 we hired 3 recruiters for 4 clients', 'en')).toBe(
      'in 2025 we hired 3 recruiters for 4 clients',
    );
  });

  it('holds only a whole unit, never a word that starts like one', () => {
    expect(typesetText('5 orecchini, 3 annidati, 2 daylight, 10 pxl, 4 MBA', 'it')).toBe(
      '5 orecchini, 3 annidati, 2 daylight, 10 pxl, 4 MBA',
    );
  });

  it('makes a hyphen-minus that starts a number the minus sign', () => {
    expect(typesetText('-40%', 'it')).toBe('−40%');
    expect(typesetText('da -25% a (-5) e -3,5 punti', 'it')).toBe('da −25% a (−5) e −3,5 punti');
  });

  it('leaves hyphens inside words, ranges, dates and codes as written', () => {
    expect(typesetText('COVID-19, 2-6, 2025-01-01, A4-3, ISO 9001-2015, tempo-40', 'en')).toBe(
      'COVID-19, 2-6, 2025-01-01, A4-3, ISO 9001-2015, tempo-40',
    );
    expect(typesetText('{{year}}-2 and <1>-3</1>', 'en')).toBe('{{year}}-2 and <1>−3</1>');
  });

  it('never breaks numbers apart or joins a number to the next number', () => {
    expect(typesetText('2026 2027, 1. Step, 10, 20', 'en')).toBe('2026 2027, 1. Step, 10, 20');
  });

  it('keeps {{variables}}, $t(…), markup, addresses and e-mail addresses as written', () => {
    const written =
      'Hi {{name}}\'s "{{title}}" $t(common.more) <1>"link"</1> https://example.com/it\'s... info@talvera.it';
    expect(typesetText(written, 'en')).toBe(
      "Hi {{name}}’s “{{title}}” $t(common.more) <1>“link”</1> https://example.com/it's... info@talvera.it",
    );
    expect(typesetText("{{ count }} '{{unit}}' ...", 'it')).toBe('{{ count }} ‘{{unit}}’ …');
  });

  it.each([
    ["L'AI \"sistema\" 'x' 14 giorni... € 5 '90 -40%", 'it'],
    ["Don't \"say 'it'\" 5 MB... '90s", 'en'],
    ['"a" " b \' c', 'en'],
  ] as const)('is idempotent: %j', (written, language) => {
    const once = typesetText(written, language);
    expect(typesetText(once, language)).toBe(once);
  });
});

describe('the typography of Markdown', () => {
  it('sets text, never code, preformatted text or link addresses', () => {
    const markdown = 'Un "*test*" con `"x"... 5 MB` e [l\'AI](/a\'b) 3 ore...\n\n```js\nconst a = "b"; // c\'è...\n```';
    expect(shown(renderMarkdown(markdown, 'it'))).toBe(
      '<p>Un «<em>test</em>» con <code>"x"... 5 MB</code> e <a href="/a&#x27;b">l’AI</a> 3⍽ore…</p>\n' +
        '<pre><code class="language-js">const a = "b"; // c\'è...\n</code></pre>',
    );
  });

  it('reads inline markup as nothing, and pairs quotes within a block only', () => {
    expect(renderMarkdown('"Talvera" and **don**\'t', 'en')).toBe('<p>“Talvera” and <strong>don</strong>’t</p>');
    expect(renderMarkdown("- 'open\n- close'", 'en')).toBe('<ul>\n<li>‘open</li>\n<li>close’</li>\n</ul>');
  });

  it('uses the same marks as YAML prose, in each language', () => {
    expect(renderMarkdown('"Sì" -40%', 'it')).toBe('<p>«Sì» −40%</p>');
    expect(renderMarkdown('"Yes" 5 MB', 'en')).toBe('<p>“Yes” 5\u00a0MB</p>');
  });
});
