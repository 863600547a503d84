import { ButtonLink } from '../../components/button-link';
import { PageHero } from '../../components/page-hero';
import type { TeamContent } from '../../content/schemas/team';

/** The team page's opening: heading, the founding badge, and the two jumps to its sections. */
export function TeamHeader({ header }: { header: TeamContent['header'] }) {
  // Plain anchors: the browser scrolls smoothly and leaves the 80 px for the header
  // (scroll-behavior and scroll-padding-top in styles.css), and moves keyboard focus along.
  return (
    <PageHero
      kicker={
        <p className="inline-flex rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
          {header.founded}
        </p>
      }
      title={header.heading}
      intro={header.intro}
    >
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink href="#joinTeam">{header.joinCta}</ButtonLink>
        <ButtonLink href="#meetTeam" variant="secondary">
          {header.meetCta}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
