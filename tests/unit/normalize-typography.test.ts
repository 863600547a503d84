import { describe, expect, it } from 'vitest';
import { typesetText } from '../../scripts/content/typography';
import { normalizeTypography, typographic } from '../normalize-typography';

describe('normalizeTypography', () => {
  it('undoes what the typography step sets, in both languages', () => {
    const written = 'L\'AI "dice" 14 giorni... € 5';
    expect(normalizeTypography(typesetText(written, 'it'))).toBe(written);
    expect(normalizeTypography(typesetText('Don\'t "say" 5 MB...', 'en'))).toBe('Don\'t "say" 5 MB...');
    expect(normalizeTypography('a\u202fb')).toBe('a b');
  });
});

describe('typographic', () => {
  it('matches the text written plain and set, and nothing else', () => {
    const pattern = typographic("Leggi l'articolo: (1) 5 MB...", { exact: true });
    expect(pattern.test("Leggi l'articolo: (1) 5 MB...")).toBe(true);
    expect(pattern.test(typesetText("Leggi l'articolo: (1) 5 MB...", 'it'))).toBe(true);
    expect(pattern.test("Leggi l'articolo: (1) 5 MB")).toBe(false);
    expect(pattern.test("Leggi l'articolo: 1 5 MB...")).toBe(false);
    expect(typographic('"x"').test('see «x» here')).toBe(true);
  });
});
