import { useTranslation } from '../../i18n/use-translation';
import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';
import { Glyph } from './glyph';

type SearchExampleSectionProps = { section: SectionOf<'searchExample'>; headingId: string; tone: SectionTone };

/** A search as a recruiter types it and what it finds: a still picture in HTML, no search runs. */
export function SearchExampleSection({ section, headingId, tone }: SearchExampleSectionProps) {
  const { t } = useTranslation();
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <figure className="mx-auto mt-12 max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 text-slate-800">
          <Glyph name="search" />
          <p>
            <span className="sr-only">{t('sections.searchQuery')}: </span>
            {section.query}
          </p>
        </div>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          <span className="font-semibold">{t('sections.savedSearch')}:</span> {section.savedSearch}
        </p>
        <ul className="mt-6 divide-y divide-slate-200">
          {section.candidates.map((candidate) => (
            <li
              key={candidate.role}
              className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>
                <span className="block font-semibold text-slate-900">{candidate.role}</span>
                <span className="block text-sm text-slate-600">
                  {t('sections.yearsOfExperience', { count: candidate.years })}
                </span>
              </p>
              <ul className="flex flex-wrap gap-2">
                {candidate.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {skill}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <figcaption className="mt-4 text-sm text-slate-600">{section.caption}</figcaption>
      </figure>
    </SectionFrame>
  );
}
