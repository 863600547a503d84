import { useTranslation } from '../../i18n/use-translation';
import { Carousel } from '../../components/carousel/carousel';
import { PageSection } from '../../components/page-section';
import { siteConfig } from '../../config';
import type { TeamContent } from '../../content/schemas/team';
import type { Language } from '../../i18n/languages';
import { VideoEmbed } from './video-embed';

/** The films of siteConfig.teamVideos, one at a time in the site's carousel (dots, wrapping, 500 ms). */
export function TeamVideos({ videos, language }: { videos: TeamContent['videos']; language: Language }) {
  const { t } = useTranslation();
  return (
    <PageSection headingId="videos-title" heading={videos.heading} intro={videos.intro}>
      <div className="mt-12">
        <Carousel
          label={videos.heading}
          slides={videos.items.map((video, index) => (
            <VideoEmbed
              key={video.title}
              video={video}
              embedUrl={siteConfig.teamVideos[index] ?? ''}
              language={language}
            />
          ))}
          dotLabel={(position) => t('team.showVideo', { position })}
        />
      </div>
    </PageSection>
  );
}
