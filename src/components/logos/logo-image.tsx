import type { Logo } from '../../content/schemas/logos';
import { useFailedImage } from '../use-failed-image';

/** A company logo; one that fails to load is logged and hidden. */
export function LogoImage({ logo, className = '' }: { logo: Logo; className?: string }) {
  const { failed, ref, onError } = useFailedImage(() => {
    console.warn(`Logo failed to load and was hidden: ${logo.src}`);
  });
  if (failed) return null;
  return (
    <img
      ref={ref}
      src={logo.src}
      alt={logo.name}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      onError={onError}
      className={className}
    />
  );
}
