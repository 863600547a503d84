import { SectionHeading } from '../../components/section-heading';
import type { TeamContent } from '../../content/schemas/team';
import { ApplicationForm } from './application-form/application-form';

/** Why join, and the application form (id `joinTeam`). */
export function JoinSection({ join }: { join: TeamContent['join'] }) {
  return (
    <section id="joinTeam" aria-labelledby="join-team-title" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="join-team-title"
            eyebrow={join.eyebrow}
            heading={join.heading}
            intro={join.intro}
            align="left"
          />
          <h3 className="mt-10 text-lg font-bold text-slate-900">{join.benefitsHeading}</h3>
          <ul className="mt-4 space-y-4">
            {join.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 text-teal-600">
                  <path fill="currentColor" d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
                </svg>
                <span>
                  <span className="block font-semibold text-slate-900">{benefit.title}</span>
                  <span className="block text-slate-600">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:col-span-3">
          <h3 className="mb-6 text-2xl font-bold text-slate-900">{join.formHeading}</h3>
          <ApplicationForm />
        </div>
      </div>
    </section>
  );
}
