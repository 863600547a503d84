import { ButtonLink } from '../../components/button-link';
import { CheckIcon } from '../../components/check-list';
import { ContentImage } from '../../components/content-image';
import { Eyebrow, PageHero } from '../../components/page-hero';
import { siteConfig } from '../../config';
import type { HomeContent } from '../../content/schemas/home';

/** Headline, subline, the demo booking button and the product picture of the language. */
export function HeroSection({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <PageHero
      kicker={<Eyebrow>{hero.eyebrow}</Eyebrow>}
      title={hero.headline}
      intro={hero.subline}
      media={
        <ContentImage
          image={hero.image}
          className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-slate-200"
          priority
        />
      }
    >
      <ButtonLink href={siteConfig.demoBookingUrl} className="mt-8">
        {hero.cta}
      </ButtonLink>
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
        {hero.highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-2">
            <CheckIcon className="size-5 text-teal-600" />
            {highlight}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
