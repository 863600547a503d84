import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { altText, image, quotation, slug, text } from '../../src/content/schemas/common';
import { stringTreeSchema } from '../../src/content/schemas/locale';
import { languageOfFile, typesetProseFields } from './prose-fields';

describe('typesetProseFields', () => {
  const schema = z.strictObject({
    id: slug,
    email: z.string(),
    heading: text,
    badge: text.max(12).optional(),
    picture: image,
    points: z.array(text),
    price: z.union([z.number(), text]),
    pair: z.strictObject({ en: text, it: text }),
    pairs: z.array(z.strictObject({ en: altText, it: altText })),
  });
  const data = {
    id: 'l-ai',
    email: "it's@example.com",
    heading: 'L\'AI "giusta"',
    badge: "c'è",
    picture: { src: '/images/a.svg', alt: "Talvera's logo", width: 1, height: 1 },
    points: ['14 giorni', "dell'azienda"],
    price: 'Su misura...',
    pair: { en: '"Hello"', it: '"Ciao"' },
    pairs: [{ en: '"x"', it: '"y"' }],
  };

  it('sets the fields the schema marks as prose, and no other', () => {
    expect(typesetProseFields(schema, data, 'it')).toEqual({
      id: 'l-ai',
      email: "it's@example.com",
      heading: 'L’AI «giusta»',
      badge: 'c’è',
      picture: { src: '/images/a.svg', alt: 'Talvera’s logo', width: 1, height: 1 },
      points: ['14\u00a0giorni', 'dell’azienda'],
      price: 'Su misura…',
      pair: { en: '“Hello”', it: '«Ciao»' },
      pairs: [{ en: '“x”', it: '«y»' }],
    });
  });

  it('sets each field of an { en, it } pair in its own language in a file shared by both', () => {
    const set = typesetProseFields(schema, data, undefined) as typeof data;
    expect(set.heading).toBe('L’AI "giusta"');
    expect(set.pair).toEqual({ en: '“Hello”', it: '«Ciao»' });
  });

  it('leaves the data as it was, and returns it unchanged where nothing changes', () => {
    const before = structuredClone(data);
    typesetProseFields(schema, data, 'en');
    expect(data).toEqual(before);
    const plain = { ...data, heading: 'Plain', badge: undefined, picture: { ...data.picture, alt: '' } };
    const set = typesetProseFields(schema, plain, 'en') as typeof data;
    expect(set.picture).toBe(plain.picture);
  });

  it('sets UI strings, keeping {{variables}}', () => {
    expect(typesetProseFields(stringTreeSchema, { a: { b: '{{name}}\'s "{{title}}"' } }, 'en')).toEqual({
      a: { b: '{{name}}’s “{{title}}”' },
    });
  });

  it('sets each option of a union by the option the value was read by, without reading it again', () => {
    const quote = z.strictObject({ type: z.literal('quote'), quote: text });
    const code = z.strictObject({ type: z.literal('code'), quote: z.string() });
    const sections = z.array(z.discriminatedUnion('type', [quote, code]));
    const value = [
      { type: 'code', quote: '"as typed"' },
      { type: 'quote', quote: '"Ciao"' },
    ];
    const validations = [vi.spyOn(quote, 'safeParse'), vi.spyOn(code, 'safeParse')];
    expect(typesetProseFields(sections, value, 'it')).toEqual([
      { type: 'code', quote: '"as typed"' },
      { type: 'quote', quote: '«Ciao»' },
    ]);
    for (const validation of validations) expect(validation).not.toHaveBeenCalled();
  });

  it("sets a union's value by its kind, and by validation only when options share a kind", () => {
    const features = z.union([z.array(text), text.transform((feature) => [feature])]);
    expect(typesetProseFields(features, ['"a"', '"b"'], 'en')).toEqual(['“a”', '“b”']);
    const either = z.union([z.strictObject({ a: z.string() }), z.strictObject({ b: text })]);
    expect(typesetProseFields(either, { b: '"x"' }, 'en')).toEqual({ b: '“x”' });
    expect(typesetProseFields(either, { a: '"x"' }, 'en')).toEqual({ a: '"x"' });
    const deep = { a: { b: { c: { d: "l'ultima" } } } };
    expect(typesetProseFields(stringTreeSchema, deep, 'it')).toEqual({ a: { b: { c: { d: 'l’ultima' } } } });
  });

  it('reads a lazy schema as zod resolved it, without building it again at every level', () => {
    type Tree = { [key: string]: string | Tree };
    const build = vi.fn(() => z.record(z.string(), z.union([text, tree])));
    const tree: z.ZodType<Tree> = z.lazy(build);
    const value = { a: { b: { c: "l'ultima" } }, d: '"x"' };
    expect(tree.safeParse(value).success).toBe(true);
    expect(typesetProseFields(tree, value, 'it')).toEqual({ a: { b: { c: 'l’ultima' } }, d: '«x»' });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
describe('a quotation', () => {
  const schema = z.strictObject({ quote: quotation, pair: z.strictObject({ en: quotation, it: quotation }) });

  it('gets the quote marks of its language from the typography step, not from a component', () => {
    const data = schema.parse({ quote: "Un'altra stagione", pair: { en: 'Five hires', it: 'Cinque assunzioni' } });
    expect(typesetProseFields(schema, data, 'it')).toEqual({
      quote: '«Un’altra stagione»',
      pair: { en: '“Five hires”', it: '«Cinque assunzioni»' },
    });
    expect(typesetProseFields(schema, data, 'en')).toMatchObject({ quote: '“Un’altra stagione”' });
  });

  it('is refused with its own marks, which the page would show twice', () => {
    for (const written of ['"Avevamo anni di CV"', "'We had years of CVs'"])
      expect(quotation.safeParse(written).error?.issues[0]?.message, written).toMatch(/without its quote marks/);
    // Marks the typography step set (a compiled module parsed again) are kept, not doubled.
    expect(quotation.parse('«Avevamo anni di CV»')).toBe('«Avevamo anni di CV»');
  });
});

describe('languageOfFile', () => {
  it.each([
    ['content/articles/it/x.md', 'it'],
    ['content/articles/en/it.md', 'en'],
    ['content/locales/en/common.yaml', 'en'],
    ['content/home/it.yaml', 'it'],
    ['content/industries/it/en.yaml', 'it'],
    ['content/pricing/calculator.yaml', undefined],
    ['content/company.yaml', undefined],
  ])('%s is in %s', (file, language) => {
    expect(languageOfFile(file)).toBe(language);
  });
});
