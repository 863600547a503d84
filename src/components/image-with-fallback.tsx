import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; fallbackSrc: string };

/**
 * An image that shows `fallbackSrc` when its own file fails to load, also when it failed
 * before the page's script started (the prerendered `<img>` loads before hydration).
 */
export function ImageWithFallback({ src, fallbackSrc, ...imageProps }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={imageRef}
      {...imageProps}
      src={failed ? fallbackSrc : src}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
