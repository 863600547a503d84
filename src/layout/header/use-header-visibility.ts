import { useEffect, useState, type RefObject } from 'react';

/** Compact past 10 px; hidden 1.5 s after scrolling down. */
export const COMPACT_AFTER_PX = 10;
export const HIDE_AFTER_MS = 1500;

/** Hides 1.5 s after scrolling down unless hovered or holding focus; back on any scroll up, at the top, and on focus. */
export function useHeaderVisibility(headerRef: RefObject<HTMLElement | null>) {
  const [compact, setCompact] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    let lastY = window.scrollY;
    let hideTimer: number | undefined;
    let pointerInside = false;

    const cancelHide = () => {
      window.clearTimeout(hideTimer);
      hideTimer = undefined;
    };
    const onScroll = () => {
      const y = window.scrollY;
      setCompact(y > COMPACT_AFTER_PX);
      if (y <= COMPACT_AFTER_PX || y < lastY) {
        cancelHide();
        setHidden(false);
      } else if (y > lastY && hideTimer === undefined) {
        hideTimer = window.setTimeout(() => {
          hideTimer = undefined;
          if (!pointerInside && !header.contains(document.activeElement)) setHidden(true);
        }, HIDE_AFTER_MS);
      }
      lastY = y;
    };
    const onPointerEnter = () => {
      pointerInside = true;
    };
    const onPointerLeave = () => {
      pointerInside = false;
    };
    const onFocusIn = () => {
      setHidden(false);
    };

    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('pointerenter', onPointerEnter);
    header.addEventListener('pointerleave', onPointerLeave);
    header.addEventListener('focusin', onFocusIn);
    return () => {
      cancelHide();
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('pointerenter', onPointerEnter);
      header.removeEventListener('pointerleave', onPointerLeave);
      header.removeEventListener('focusin', onFocusIn);
    };
  }, [headerRef]);

  return { compact, hidden };
}
