import { useTranslation } from '../../i18n/use-translation';
import { Carousel } from '../../components/carousel/carousel';
import { PageSection } from '../../components/page-section';
import type { TeamContent } from '../../content/schemas/team';
import type { Language } from '../../i18n/languages';
import { VideoEmbed } from './video-embed';

/** One film at a time in the carousel; a single film shows alone. */
export function TeamVideos({ videos, language }: { videos: TeamContent['videos']; language: Language }) {
  const { t } = useTranslation();
  const films = videos.items.map((video) => <VideoEmbed key={video.embed} video={video} language={language} />);
  return (
    <PageSection headingId="videos-title" heading={videos.heading} intro={videos.intro}>
      <div className="mt-12">
        {films.length === 1 ? (
          films
        ) : (
          <Carousel label={videos.heading} slides={films} dotLabel={(position) => t('team.showVideo', { position })} />
        )}
      </div>
    </PageSection>
  );
}
