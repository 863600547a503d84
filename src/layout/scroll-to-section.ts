import { useEffect } from 'react';
import { RENDER_WHEN_NEAR } from '../components/page-section';

/** site-core.md §9: sections land 80 px below the top, clear of the fixed header. */
export const HEADER_OFFSET_PX = 80;

/**
 * Renders the sections that wait to be near the viewport (`render-when-near`, styles.css): until
 * then each counts as 900 px tall, so a jump measured past them would land wherever their real
 * heights put the target. The page's first load is over by the time anyone jumps.
 */
function renderWaitingSections(): void {
  for (const section of document.querySelectorAll<HTMLElement>(`.${RENDER_WHEN_NEAR}`))
    section.style.contentVisibility = 'visible';
}

/** Smoothly scrolls a section into view below the header (at once under reduced motion). */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  renderWaitingSections();
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Arriving with `#section` in the address (a Product menu link or the features button from
 * another page), wait `delayMs` for the page to settle, then scroll to the section.
 */
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
