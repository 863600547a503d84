import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';

type StatsSectionProps = { section: SectionOf<'stats'>; headingId: string; tone: SectionTone };

/** Figures with what they measure and, where given, their basis: claims, worded as such in content. */
export function StatsSection({ section, headingId, tone }: StatsSectionProps) {
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <dl className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
        {section.items.map((item) => (
          <div
            key={item.claim ?? item.label}
            className="flex flex-col gap-2 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="text-slate-700">{item.label}</dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-700">{item.value}</dd>
            {item.basis ? <dd className="text-sm text-slate-600">{item.basis}</dd> : null}
          </div>
        ))}
      </dl>
      {section.note ? (
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600">{section.note}</p>
      ) : null}
    </SectionFrame>
  );
}
