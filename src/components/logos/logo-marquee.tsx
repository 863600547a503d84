import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { customers } from '../../generated/logos';
import { PAGE_CONTAINER, RENDER_WHEN_NEAR } from '../page-section';
import { LogoImage } from './logo-image';

/**
 * Logos in one loop of the marquee, at least: 16 logos (about 200 px each with their gap) are
 * wider than a 2560 px screen, so the loop never shows a gap. A shorter list is repeated.
 */
const MIN_LOGOS_PER_LOOP = 16;

/** The track's animation (styles.css) takes 60 s for a loop of 16 logos: 3.75 s a logo, at any count. */
const SECONDS_PER_LOGO = 60 / MIN_LOGOS_PER_LOOP;

/**
 * The customer and partner logos scrolling sideways, however many there are. It pauses on hover,
 * while its button has keyboard focus, and with that button (WCAG 2.2.2); for people who prefer
 * reduced motion it stands still as a wrapped grid.
 * One loop holds the list as many times as it takes to fill a wide screen, and the track holds the
 * loop twice, for a seamless start over; every list but the first is hidden from assistive
 * technology and, standing still, from view.
 */
export function LogoMarquee({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const listsPerLoop = Math.ceil(MIN_LOGOS_PER_LOOP / Math.max(customers.length, 1));
  const logosPerLoop = listsPerLoop * customers.length;
  // Through the CSSOM, as the carousel moves its track: the style policy refuses style attributes.
  useLayoutEffect(() => {
    if (logosPerLoop !== MIN_LOGOS_PER_LOOP)
      track.current?.style.setProperty('animation-duration', `${logosPerLoop * SECONDS_PER_LOGO}s`);
  }, [logosPerLoop]);
  const list = (copy: number) => (
    <ul
      key={copy}
      aria-hidden={copy > 0 || undefined}
      className={`flex shrink-0 items-center gap-16 pr-16 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-8 motion-reduce:px-4 ${copy > 0 ? 'motion-reduce:hidden' : ''}`}
    >
      {customers.map((logo) => (
        <li key={logo.src} className="shrink-0">
          <LogoImage logo={logo} className="h-10 w-auto" />
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-labelledby="customers-title"
      className={`group border-y border-slate-200 bg-slate-50 py-10 ${RENDER_WHEN_NEAR}`}
    >
      <div className={`${PAGE_CONTAINER} flex items-center justify-between gap-4`}>
        <h2 id="customers-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {heading}
        </h2>
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => {
            setPaused(!paused);
          }}
          className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand-600 motion-reduce:hidden"
        >
          {t('home.pauseLogos')}
        </button>
      </div>
      <div className="mt-6 overflow-hidden" data-testid="logo-marquee">
        <div
          ref={track}
          data-paused={paused}
          className="flex w-max animate-[marquee_60s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] data-[paused=true]:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:justify-center"
        >
          {Array.from({ length: 2 * listsPerLoop }, (_, copy) => list(copy))}
        </div>
      </div>
    </section>
  );
}
