import type { PictureVariants } from '../content/schemas/picture';
import { useFailedImage } from './use-failed-image';

/** Where a picture sits, which decides when the browser fetches it. */
export type PicturePosition = 'lcp' | 'above-fold' | 'below-fold';

type ContentPictureProps = {
  /** The picture's site path as content names it: an SVG is shown as it is. */
  src: string;
  alt: string;
  /** The SVG's size; a photograph's comes from its variants. */
  width: number;
  height: number;
  /** What the build made of `src` when it is a photograph (`findPicture`); without it, a plain `<img>`. */
  variants?: PictureVariants;
  /**
   * How wide the picture is shown at each viewport (the `sizes` attribute), so the browser
   * fetches the smallest variant that is sharp enough. Keep it beside the classes that size it.
   */
  sizes: string;
  /**
   * `lcp`: the page's largest picture, fetched first (`fetchpriority="high"`); `above-fold`:
   * fetched with the page; `below-fold` (the default): fetched when scrolled near.
   */
  position?: PicturePosition;
  /** Shown instead when the picture fails to load. */
  fallbackSrc?: string;
  className?: string;
};

const LOADING: Record<PicturePosition, { fetchPriority?: 'high'; loading?: 'lazy' }> = {
  lcp: { fetchPriority: 'high' },
  'above-fold': {},
  'below-fold': { loading: 'lazy' },
};

/**
 * A picture from content. A photograph is a `<picture>` offering its AVIF, then WebP variants
 * at every width made, over a JPEG for browsers with neither; the `<picture>` takes no box of
 * its own (`display: contents`), so the `<img>` sits in the layout as a plain one would.
 */
export function ContentPicture(props: ContentPictureProps) {
  const { src, alt, width, height, variants, sizes, position = 'below-fold', fallbackSrc, className } = props;
  const { failed, ref, onError } = useFailedImage();
  const loading = LOADING[position];
  if (failed && fallbackSrc !== undefined) {
    return <img src={fallbackSrc} alt={alt} width={width} height={height} className={className} {...loading} />;
  }
  if (!variants) {
    return (
      <img
        ref={ref}
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        onError={onError}
        {...loading}
      />
    );
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      <img
        ref={ref}
        src={variants.src}
        alt={alt}
        width={variants.width}
        height={variants.height}
        className={className}
        onError={onError}
        {...loading}
      />
    </picture>
  );
}
