import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { builtPictures, photo } from '../../../src/content/schemas/picture';
import { findPhotoFields } from './photo-fields';

const block = z.union([
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('figure'), figure: z.object({ src: photo('articleCover'), pictures: builtPictures }) }),
]);

const page = z.object({
  cover: photo('articleCover').optional(),
  pictures: builtPictures,
  body: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  blocks: z.array(block),
  people: z.record(z.string(), z.object({ avatar: photo('avatar'), pictures: builtPictures })),
  later: z.lazy(() => z.object({ src: photo('caseCover') })),
});

describe('findPhotoFields', () => {
  it('finds photo fields in objects, optional values, lists, unions, records and lazy schemas, each with its holder', () => {
    const data = {
      cover: '/images/cover.jpg',
      body: [{ heading: 'A', paragraphs: ['/images/not-a-photo-field.jpg'] }],
      blocks: [
        { kind: 'text', text: 'x' },
        { kind: 'figure', figure: { src: '/images/figure.png' } },
      ],
      people: { giulia: { avatar: '/images/giulia.jpg' } },
      later: { src: '/images/later.jpg' },
    };
    const found = findPhotoFields(page, data);
    expect(found.map(({ path, src, slot }) => ({ path, src, slot }))).toEqual([
      { path: ['cover'], src: '/images/cover.jpg', slot: 'articleCover' },
      { path: ['blocks', 1, 'figure', 'src'], src: '/images/figure.png', slot: 'articleCover' },
      { path: ['people', 'giulia', 'avatar'], src: '/images/giulia.jpg', slot: 'avatar' },
      { path: ['later', 'src'], src: '/images/later.jpg', slot: 'caseCover' },
    ]);
    expect(found[0]?.holder).toBe(data);
    expect(found[1]?.holder).toBe(data.blocks[1]?.figure);
    expect(found[2]?.holder).toBe(data.people.giulia);
  });

  it('does not match the values of a part that can hold no photo against its schema', () => {
    const first = z.object({ a: z.string() });
    const parse = vi.spyOn(first, 'safeParse');
    const options = z.union([first, z.object({ b: z.string() })]);
    findPhotoFields(z.object({ cover: photo('articleCover'), blocks: z.array(options) }), {
      cover: '/images/c.jpg',
      blocks: [{ a: 'x' }, { b: 'y' }],
    });
    expect(parse).not.toHaveBeenCalled();
  });

  it('reads a lazy schema as zod resolved it and picks a discriminated union option by its key', () => {
    const build = vi.spyOn({ build: () => z.object({ src: photo('caseCover') }) }, 'build');
    const later = z.lazy(build);
    const text = z.object({ kind: z.literal('text'), text: z.string() });
    const figure = z.object({ kind: z.literal('figure'), src: photo('articleCover') });
    const validations = [vi.spyOn(text, 'safeParse'), vi.spyOn(figure, 'safeParse')];
    const schema = z.object({ later: z.array(later), blocks: z.array(z.discriminatedUnion('kind', [text, figure])) });
    const data = {
      later: [{ src: '/images/a.jpg' }, { src: '/images/b.jpg' }],
      blocks: [
        { kind: 'text', text: 'x' },
        { kind: 'figure', src: '/images/c.jpg' },
      ],
    };
    expect(schema.safeParse(data).success).toBe(true);
    const calls = build.mock.calls.length;
    expect(findPhotoFields(schema, data).map((field) => field.path)).toEqual([
      ['later', 0, 'src'],
      ['later', 1, 'src'],
      ['blocks', 1, 'src'],
    ]);
    expect(build.mock.calls.length).toBe(calls);
    for (const validation of validations) expect(validation).not.toHaveBeenCalled();
  });
});
