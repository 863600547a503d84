import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel/carousel';
import { SectionHeading } from '../../components/section-heading';
import { siteConfig } from '../../config';
import type { TeamContent } from '../../content/schemas/team';
import { VideoEmbed } from './video-embed';

/** The two films, one at a time in the site's carousel (dots, wrapping, 500 ms). */
export function TeamVideos({ videos }: { videos: TeamContent['videos'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="videos-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="videos-title" heading={videos.heading} intro={videos.intro} />
        <div className="mt-12">
          <Carousel
            label={videos.heading}
            slides={videos.items.map((video, index) => (
              <VideoEmbed key={video.title} video={video} embedUrl={siteConfig.teamVideos[index] ?? ''} />
            ))}
            dotLabel={(position) => t('team.showVideo', { position })}
          />
        </div>
      </div>
    </section>
  );
}
