import type { ImgHTMLAttributes } from 'react';
import { useFailedImage } from './use-failed-image';

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; fallbackSrc: string };

/** An image that shows `fallbackSrc` when its own file fails to load. */
export function ImageWithFallback({ src, fallbackSrc, ...imageProps }: ImageWithFallbackProps) {
  const { failed, ref, onError } = useFailedImage();
  return <img ref={ref} {...imageProps} src={failed ? fallbackSrc : src} onError={onError} />;
}
