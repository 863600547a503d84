import { CheckList } from '../check-list';
import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';

type UseCasesSectionProps = { section: SectionOf<'useCases'>; headingId: string; tone: SectionTone };

/** Situations the feature is for, each with its points. */
export function UseCasesSection({ section, headingId, tone }: UseCasesSectionProps) {
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.text}</p>
            <CheckList items={item.bullets} className="mt-4 space-y-2" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
