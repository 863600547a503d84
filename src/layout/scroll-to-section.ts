import { useEffect } from 'react';
import { RENDER_WHEN_NEAR } from '../components/page-section';

/** Sections land clear of the fixed header. */
export const HEADER_OFFSET_PX = 80;

/** Until rendered, a waiting section counts as 900 px tall, so a jump past it would land wrong. */
function renderWaitingSections(): void {
  for (const section of document.querySelectorAll<HTMLElement>(`.${RENDER_WHEN_NEAR}`))
    section.style.contentVisibility = 'visible';
}

/** At once under reduced motion. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  renderWaitingSections();
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/** Arriving with `#section` in the address, wait `delayMs` for the page to settle, then scroll to it. */
export function useScrollToHashOnArrival(delayMs: number): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id === '') return;
    const timer = window.setTimeout(() => {
      scrollToSection(id);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [delayMs]);
}
