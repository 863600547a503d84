import { ButtonLink } from '../button-link';
import { ContentImage } from '../content-image';
import { Eyebrow, PageHero } from '../page-hero';
import type { SectionOf } from '../../content/schemas/sections';
import { Breadcrumbs } from './breadcrumbs';
import { usePageHref } from './page-hrefs';
import type { Crumb } from './sections-page-data';

/** The page's opening: breadcrumbs, eyebrow, the one heading 1, the intro, its buttons and picture. */
export function HeroSection({ section, trail }: { section: SectionOf<'hero'>; trail: readonly Crumb[] }) {
  const hrefOf = usePageHref();
  const centred = section.illustration === undefined;
  return (
    <PageHero
      kicker={
        <div className={centred ? 'flex flex-col items-center gap-4' : 'flex flex-col gap-4'}>
          <Breadcrumbs trail={trail} />
          {section.eyebrow ? <Eyebrow>{section.eyebrow}</Eyebrow> : null}
        </div>
      }
      title={section.heading}
      intro={section.intro}
      media={
        section.illustration ? (
          <ContentImage
            image={section.illustration}
            className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-slate-200"
            priority
          />
        ) : undefined
      }
    >
      {section.actions && section.actions.length > 0 ? (
        <div className={`mt-8 flex flex-wrap gap-4 ${centred ? 'justify-center' : ''}`}>
          {section.actions.map((action, index) => (
            <ButtonLink key={action.label} href={hrefOf(action)} variant={index === 0 ? 'primary' : 'secondary'}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </PageHero>
  );
}
