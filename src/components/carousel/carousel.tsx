import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCarousel } from './use-carousel';

type CarouselProps = {
  label: string;
  slides: readonly ReactNode[];
  /** e.g. "Show testimonial 3". */
  dotLabel: (position: number) => string;
};

/**
 * The WAI-ARIA carousel pattern: labelled slides, named buttons, no automatic rotation; instant
 * under reduced motion. The track moves through the CSSOM, since the CSP refuses `style` attributes.
 */
export function Carousel({ label, slides, dotLabel }: CarouselProps) {
  const { t } = useTranslation();
  const { index, next, previous, goTo } = useCarousel(slides.length);
  const track = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    track.current?.style.setProperty('transform', index === 0 ? '' : `translateX(-${index * 100}%)`);
  }, [index]);
  const arrowClass =
    'rounded-full border border-slate-300 bg-white p-3 text-slate-700 shadow-sm hover:border-brand-600 hover:text-brand-700';
  return (
    <section aria-roledescription={t('carousel.carousel')} aria-label={label} className="relative">
      <div className="overflow-hidden">
        <div
          ref={track}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          aria-live="polite"
        >
          {slides.map((slide, position) => (
            <div
              key={position}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { position: position + 1, count: slides.length })}
              inert={position !== index}
              className="w-full shrink-0 px-1"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Seven 24 px dots and the arrows fill a 320 px phone: the gaps narrow there to fit, and
          more dots wrap onto a second row between the arrows, however many slides there are. */}
      <div className="mt-8 flex items-center justify-center gap-3 sm:gap-6">
        <button
          type="button"
          onClick={previous}
          className={`${arrowClass} shrink-0`}
          aria-label={t('carousel.previous')}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path fill="currentColor" d="M12.7 4.3 7 10l5.7 5.7-1.4 1.4L4.2 10l7.1-7.1z" />
          </svg>
        </button>
        {/* Each dot is a 24 px button (WCAG 2.2 target size) that draws a 12 px disc in its middle. */}
        <ul className="flex min-w-0 flex-wrap justify-center">
          {slides.map((_, position) => (
            <li key={position}>
              <button
                type="button"
                aria-label={dotLabel(position + 1)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => {
                  goTo(position);
                }}
                className="flex size-6 items-center justify-center rounded-full before:size-3 before:rounded-full before:bg-slate-300 hover:before:bg-slate-400 aria-[current=true]:before:bg-brand-600"
              />
            </li>
          ))}
        </ul>
        <button type="button" onClick={next} className={`${arrowClass} shrink-0`} aria-label={t('carousel.next')}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path fill="currentColor" d="M7.3 4.3 13 10l-5.7 5.7 1.4 1.4 7.1-7.1-7.1-7.1z" />
          </svg>
        </button>
      </div>
    </section>
  );
}
