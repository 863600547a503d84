import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TeamContent } from '../../content/schemas/team';
import type { Language } from '../../i18n/languages';
import { EmbedNotice } from '../../consent/embed-notice';
import { embedProvider } from '../../consent/registry';
import { useConsent } from '../../consent/use-consent';
import { jobBoardUrl } from './job-board-url';

const FRAME_BOX = 'mt-8 h-[640px] w-full rounded-2xl bg-white ring-1 ring-slate-200';

/** A lazy iframe once the visitor consents to media; before that a same-size placeholder names the board and loads it alone. */
export function OpenPositions({ positions, language }: { positions: TeamContent['positions']; language: Language }) {
  const { t } = useTranslation();
  const mediaAllowed = useConsent('media');
  const [loadAsked, setLoadAsked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const noticeId = useId();
  const provider = embedProvider('jobBoard').name;
  useEffect(() => {
    // The button is gone: focus what replaced it.
    if (loadAsked) frame.current?.focus();
  }, [loadAsked]);
  return (
    <section aria-labelledby="positions-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="positions-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
          {positions.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{positions.intro}</p>
        {mediaAllowed || loadAsked ? (
          <iframe
            ref={frame}
            src={jobBoardUrl(language)}
            title={t('team.jobBoardTitle')}
            loading="lazy"
            width={1024}
            height={640}
            referrerPolicy="strict-origin-when-cross-origin"
            className={`${FRAME_BOX} border-0`}
          />
        ) : (
          <div className={`${FRAME_BOX} flex flex-col items-center justify-center gap-5 px-6 text-center`}>
            <EmbedNotice
              id={noticeId}
              language={language}
              text={t('consent.embed.jobBoard', { provider })}
              className="max-w-xl text-slate-700"
            />
            <button
              type="button"
              aria-describedby={noticeId}
              onClick={() => {
                setLoadAsked(true);
              }}
              className="inline-flex items-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t('consent.embed.loadJobBoard', { provider })}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
