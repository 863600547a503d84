import { useTranslation } from '../../i18n/use-translation';
import type { TeamContent } from '../../content/schemas/team';
import type { Language } from '../../i18n/languages';
import { jobBoardUrl } from './job-board-url';

/** Open positions from the external job board: a titled iframe of fixed height, loaded lazily. */
export function OpenPositions({ positions, language }: { positions: TeamContent['positions']; language: Language }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="positions-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="positions-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
          {positions.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{positions.intro}</p>
        <iframe
          src={jobBoardUrl(language)}
          title={t('team.jobBoardTitle')}
          loading="lazy"
          width={1024}
          height={640}
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-8 h-[640px] w-full rounded-2xl border-0 bg-white ring-1 ring-slate-200"
        />
      </div>
    </section>
  );
}
