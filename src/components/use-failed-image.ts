import { useEffect, useRef, useState } from 'react';

/** Also an image that failed before hydration, whose error event React missed. */
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
