import { ContentImage } from '../../components/content-image';
import { CheckIcon } from '../../components/check-list';
import type { HomeContent } from '../../content/schemas/home';
import { siteConfig } from '../../config';

/** Headline, subline, the demo booking button and the product picture of the language. */
export function HeroSection({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-32 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-40">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">{hero.subline}</p>
          <a
            href={siteConfig.demoBookingUrl}
            className="mt-8 inline-flex items-center rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {hero.cta}
          </a>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckIcon className="size-5 text-teal-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <ContentImage
          image={hero.image}
          className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-slate-200"
          priority
        />
      </div>
    </section>
  );
}
