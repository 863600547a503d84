import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { customers } from '../../generated/logos';
import { PAGE_CONTAINER, RENDER_WHEN_NEAR } from '../page-section';
import { LogoImage } from './logo-image';

/** 16 logos of about 200 px are wider than a 2560 px screen, so the loop never shows a gap. */
const MIN_LOGOS_PER_LOOP = 16;

/** The animation (styles.css) takes 60 s for 16 logos. */
const SECONDS_PER_LOGO = 60 / MIN_LOGOS_PER_LOOP;

/**
 * Pauses on hover, on its button's focus and with its button (WCAG 2.2.2); stands still as a
 * grid under reduced motion. The track holds the loop twice for a seamless start over; every copy
 * but the first is hidden from assistive technology.
 */
export function LogoMarquee({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const listsPerLoop = Math.ceil(MIN_LOGOS_PER_LOOP / Math.max(customers.length, 1));
  const logosPerLoop = listsPerLoop * customers.length;
  // Through the CSSOM: the style policy refuses style attributes.
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
