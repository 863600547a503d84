import { ContentImage } from '../../components/content-image';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TeamContent } from '../../content/schemas/team';
import type { Language } from '../../i18n/languages';
import { EmbedNotice } from '../../consent/embed-notice';
import { embedProvider } from '../../consent/registry';
import { useConsent } from '../../consent/use-consent';

type Video = TeamContent['videos']['items'][number];

/**
 * A poster and a play button; nothing reaches the video host before the press. Without media
 * consent the poster names the host and what playing sends it: pressing play consents for this film alone.
 */
export function VideoEmbed({ video, language }: { video: Video; language: Language }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const mediaAllowed = useConsent('media');
  const noticeId = useId();
  return (
    <figure className="mx-auto max-w-4xl">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-900">
        {playing ? (
          <iframe
            src={`${video.embed}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <>
            <ContentImage image={video.poster} className="absolute inset-0 h-full w-full object-cover" />
            <button
              type="button"
              onClick={() => {
                setPlaying(true);
              }}
              aria-describedby={mediaAllowed ? undefined : noticeId}
              className="absolute inset-0 m-auto flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl hover:scale-105"
            >
              <span className="sr-only">{t('team.playVideo', { title: video.title })}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-9">
                <path fill="currentColor" d="M8 5v14l11-7z" />
              </svg>
            </button>
            {!mediaAllowed && (
              <EmbedNotice
                id={noticeId}
                language={language}
                text={t('consent.embed.video', { provider: embedProvider('videoHost').name })}
                className="absolute inset-x-0 bottom-0 bg-slate-900/85 px-4 py-3 text-xs text-white sm:text-sm"
              />
            )}
          </>
        )}
      </div>
      <figcaption className="mt-4">
        <span className="block font-semibold text-slate-900">{video.title}</span>
        <span className="block text-slate-600">{video.description}</span>
      </figcaption>
    </figure>
  );
}
