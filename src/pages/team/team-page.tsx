import type { TeamContent } from '../../content/schemas/team';
import type { Language } from '../../i18n/languages';
import { PageHead } from '../../layout/page-head';
import { JoinSection } from './join-section';
import type { TeamMember } from './data';
import { LeadershipSection } from './leadership-section';
import { OpenPositions } from './open-positions';
import { TeamHeader } from './team-header';
import { TeamVideos } from './team-videos';
import { VisionSection } from './vision-section';

/** Team and careers: who we are, what we value, who leads, and how to join. */
export function TeamPage({
  language,
  content,
  members,
}: {
  language: Language;
  content: TeamContent;
  members: readonly TeamMember[];
}) {
  return (
    <>
      <PageHead language={language} {...content.meta} />
      <TeamHeader header={content.header} />
      <VisionSection vision={content.vision} />
      <LeadershipSection leadership={content.leadership} members={members} />
      <JoinSection join={content.join} />
      <OpenPositions positions={content.positions} language={language} />
      <TeamVideos videos={content.videos} language={language} />
    </>
  );
}
