import type { PictureVariants } from '../content/schemas/picture';
import { useFailedImage } from './use-failed-image';

export type PicturePosition = 'lcp' | 'above-fold' | 'below-fold';

type ContentPictureProps = {
  /** An SVG is shown as it is. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What the build made of a photograph; without it, a plain `<img>`. */
  variants?: PictureVariants;
  /** So the browser fetches the smallest sharp-enough variant; keep it beside the classes that size it. */
  sizes: string;
  /** `lcp`: fetched first (`fetchpriority="high"`); `above-fold`: with the page; `below-fold` (default): when near. */
  position?: PicturePosition;
  fallbackSrc?: string;
  className?: string;
};

const LOADING: Record<PicturePosition, { fetchPriority?: 'high'; loading?: 'lazy' }> = {
  lcp: { fetchPriority: 'high' },
  'above-fold': {},
  'below-fold': { loading: 'lazy' },
};

/** A photograph is a `<picture>` of AVIF, WebP and JPEG variants, with `display: contents` so the `<img>` lays out as a plain one. */
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
