import { useState } from 'react';

/** An index over `count` slides that wraps at both ends. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  return {
    index,
    next: () => {
      setIndex((current) => (current + 1) % count);
    },
    previous: () => {
      setIndex((current) => (current - 1 + count) % count);
    },
    goTo: setIndex,
  };
}
