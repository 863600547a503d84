import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { customers } from '../../generated/logos';
import { PAGE_CONTAINER, RENDER_WHEN_NEAR } from '../page-section';
import { LogoImage } from './logo-image';

/**
 * The 16 customer and partner logos scrolling sideways. It pauses on hover, while its button has
 * keyboard focus, and with that button (WCAG 2.2.2); for people who prefer reduced motion it
 * stands still as a wrapped grid.
 * The list is drawn twice for a seamless loop; the copy is hidden from assistive technology.
 */
export function LogoMarquee({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      className={`flex shrink-0 items-center gap-16 pr-16 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-8 motion-reduce:px-4 ${copy ? 'motion-reduce:hidden' : ''}`}
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
          data-paused={paused}
          className="flex w-max animate-[marquee_60s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] data-[paused=true]:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:justify-center"
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
