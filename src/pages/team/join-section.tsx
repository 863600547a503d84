import { CheckList } from '../../components/check-list';
import { FormLayout } from '../../components/form-layout';
import { SectionHeading } from '../../components/section-heading';
import type { TeamContent } from '../../content/schemas/team';
import { ApplicationForm } from './application-form/application-form';

/** Why join, and the application form (id `joinTeam`). */
export function JoinSection({ join }: { join: TeamContent['join'] }) {
  return (
    <section id="joinTeam" aria-labelledby="join-team-title">
      <FormLayout
        spacing="py-20"
        aside={
          <>
            <SectionHeading
              id="join-team-title"
              eyebrow={join.eyebrow}
              heading={join.heading}
              intro={join.intro}
              align="left"
            />
            <h3 className="mt-10 text-lg font-bold text-slate-900">{join.benefitsHeading}</h3>
            <CheckList items={join.benefits} className="mt-4 space-y-4" />
          </>
        }
      >
        <h3 className="mb-6 text-2xl font-bold text-slate-900">{join.formHeading}</h3>
        <ApplicationForm />
      </FormLayout>
    </section>
  );
}
