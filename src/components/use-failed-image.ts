import { useEffect, useRef, useState } from 'react';

/**
 * Whether an image failed to load, also when it failed before the page's script ran (the
 * prerendered `<img>` starts loading before hydration, so its error event can be missed).
 */
export function useFailedImage(onFailure?: () => void) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const fail = useRef(() => {
    setFailed(true);
    onFailure?.();
  });
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) fail.current();
  }, []);
  return {
    failed,
    ref,
    onError: () => {
      fail.current();
    },
  };
}
