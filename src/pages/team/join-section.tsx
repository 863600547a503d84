import { CheckList } from '../../components/check-list';
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
          <CheckList items={join.benefits} className="mt-4 space-y-4" />
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:col-span-3">
          <h3 className="mb-6 text-2xl font-bold text-slate-900">{join.formHeading}</h3>
          <ApplicationForm />
        </div>
      </div>
    </section>
  );
}
