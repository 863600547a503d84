import { z } from 'zod';
import { assetPath } from './common';

/** How the build makes the variants of a photograph shown in one place of the layout. */
export type PictureSlotSettings = {
  /** What the place is called in messages to a writer ("an article cover"). */
  noun: string;
  /**
   * The widths made, in pixels, ascending: the widest is twice the widest the layout shows
   * (high-density screens), and a photograph narrower than it is refused.
   */
  widths: readonly number[];
  /** The shape the photograph is cut to (around its centre), so the page never shifts. */
  aspectRatio: readonly [width: number, height: number];
  /** The width of the JPEG for browsers without AVIF or WebP, also the social preview. */
  fallbackWidth: number;
};

/**
 * The places a photograph may fill. Widths follow the layout (Tailwind's containers): change
 * them with the component that shows the picture, and the build remakes every variant.
 */
export const PICTURE_SLOTS = {
  /** At most 720 px wide on the article page (max-w-3xl), up to 720 px on a card on phones. */
  articleCover: {
    noun: 'an article cover',
    widths: [360, 720, 1080, 1440],
    aspectRatio: [1200, 630],
    fallbackWidth: 1200,
  },
  /** 48 px round beside the author's name. */
  avatar: { noun: 'an avatar', widths: [48, 96, 144], aspectRatio: [1, 1], fallbackWidth: 96 },
  /** At most 560 px wide (a team card on a phone). */
  teamPortrait: { noun: 'a team portrait', widths: [280, 560, 840, 1120], aspectRatio: [1, 1], fallbackWidth: 560 },
  /** At most 848 px wide on the case's page (max-w-4xl). */
  caseCover: {
    noun: 'a case study cover',
    widths: [424, 848, 1272, 1696],
    aspectRatio: [1200, 630],
    fallbackWidth: 1200,
  },
} as const satisfies Record<string, PictureSlotSettings>;

export type PictureSlot = keyof typeof PICTURE_SLOTS;

/** What the build made of one photograph: what a `<picture>` needs. */
export const pictureVariantsSchema = z.strictObject({
  /** `srcset` of the AVIF variants (`/images/_/name-hash-360.avif 360w, …`). */
  avif: z.string(),
  /** `srcset` of the WebP variants. */
  webp: z.string(),
  /** The JPEG for browsers without either, and for social previews. */
  src: z.string(),
  /** The JPEG's size: the shape every variant has. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type PictureVariants = z.infer<typeof pictureVariantsSchema>;

/** The variants of the photographs an item names, by `pictureKey(slot, src)` (find-picture.ts). */
export const picturesSchema = z.record(z.string(), pictureVariantsSchema);

export type Pictures = z.infer<typeof picturesSchema>;

/** Which picture fields a photograph may fill, and for which place: read by the content compiler. */
export const photoSlots = z.registry<{ slot: PictureSlot }>();

/**
 * A picture field that a JPEG or PNG may fill as well as an SVG: a site path like any picture,
 * whose photographs the build turns into AVIF and WebP variants for `slot`. The object holding
 * the field (or one around it) must have `pictures: builtPictures`, where they are put.
 */
export function photo(slot: PictureSlot) {
  return assetPath.clone().register(photoSlots, { slot });
}

/**
 * `pictures`: the variants of the photographs named in this object, written by the content
 * compiler after it checked the file. A writer never writes it: a file that does is refused.
 */
export const builtPictures = z
  .custom<Pictures>(() => false, { error: 'no field of this name (the site writes pictures itself)' })
  .optional();
