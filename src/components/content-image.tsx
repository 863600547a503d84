import type { z } from 'zod';
import type { image } from '../content/schemas/common';

type ContentImageProps = {
  image: z.infer<typeof image>;
  className: string;
  /** The page's main picture: fetched first instead of lazily. */
  priority?: boolean;
};

/** A picture from content, with its intrinsic size so nothing shifts while it loads. */
export function ContentImage({ image: picture, className, priority = false }: ContentImageProps) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={className}
    />
  );
}
