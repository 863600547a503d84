import type { SectionTone } from '../page-section';
import { SectionFrame } from './section-frame';
import type { SectionOf } from '../../content/schemas/sections';

type StepsSectionProps = { section: SectionOf<'steps'>; headingId: string; tone: SectionTone };

/** How it works, as numbered steps. */
export function StepsSection({ section, headingId, tone }: StepsSectionProps) {
  return (
    <SectionFrame section={section} headingId={headingId} tone={tone}>
      <ol className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
        {section.steps.map((step, index) => (
          <li key={step.title}>
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
