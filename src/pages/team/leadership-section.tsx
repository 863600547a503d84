import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { buttonClass } from '../../components/button-link';
import { ContentPicture } from '../../components/content-picture';
import { PageSection } from '../../components/page-section';
import { findPicture } from '../../content/find-picture';
import type { TeamContent } from '../../content/schemas/team';
import type { TeamMember } from './data';

/** A quarter of the container from lg, half from sm, less the gaps and padding. */
const PORTRAIT_SIZES =
  '(min-width: 1280px) 232px, (min-width: 1024px) calc((100vw - 160px) / 4 - 48px), (min-width: 640px) calc((100vw - 80px) / 2 - 48px), calc(100vw - 80px)';

export const MEMBERS_SHOWN_FIRST = 4;

/** Every member is in the HTML; Show more reveals the rest, then disappears and hands focus to the first revealed. */
export function LeadershipSection({
  leadership,
  members,
}: {
  leadership: TeamContent['leadership'];
  members: readonly TeamMember[];
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLHeadingElement>(null);
  const justExpanded = useRef(false);

  useEffect(() => {
    if (!justExpanded.current) return;
    justExpanded.current = false;
    firstRevealed.current?.focus();
  }, [expanded]);

  return (
    <PageSection
      id="meetTeam"
      headingId="meet-team-title"
      eyebrow={leadership.eyebrow}
      heading={leadership.heading}
      intro={leadership.intro}
      tone="muted"
    >
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member, index) => (
          <li
            key={member.id}
            hidden={!expanded && index >= MEMBERS_SHOWN_FIRST}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <ContentPicture
              {...member.portrait}
              variants={findPicture(member.pictures, 'teamPortrait', member.portrait.src)}
              sizes={PORTRAIT_SIZES}
              className="aspect-square h-auto w-full rounded-xl object-cover"
            />
            <h3
              ref={index === MEMBERS_SHOWN_FIRST ? firstRevealed : undefined}
              tabIndex={index === MEMBERS_SHOWN_FIRST ? -1 : undefined}
              className="mt-4 text-lg font-semibold text-slate-900 outline-none"
            >
              {member.authorPath ? (
                <a href={member.authorPath} className="hover:text-brand-700 hover:underline">
                  {member.name}
                </a>
              ) : (
                member.name
              )}
            </h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
            <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
      {expanded || members.length <= MEMBERS_SHOWN_FIRST ? null : (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => {
              justExpanded.current = true;
              setExpanded(true);
            }}
            className={buttonClass('secondary')}
          >
            {t('team.showMore', { count: members.length - MEMBERS_SHOWN_FIRST })}
          </button>
        </div>
      )}
    </PageSection>
  );
}
