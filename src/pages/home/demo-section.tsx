import { CheckList } from '../../components/check-list';
import { DeferredDemoRequestForm } from '../../components/demo-request-form/deferred-demo-request-form';
import { FormLayout } from '../../components/form-layout';
import { SectionHeading } from '../../components/section-heading';
import type { HomeContent } from '../../content/schemas/home';

/** The home page's closing section: why ask for a demo, and the form to ask for it. */
export function DemoSection({ demo }: { demo: HomeContent['demo'] }) {
  return (
    <section id="demo" aria-labelledby="demo-title">
      <FormLayout
        spacing="py-20"
        aside={
          <>
            <SectionHeading
              id="demo-title"
              eyebrow={demo.eyebrow}
              heading={demo.heading}
              intro={demo.intro}
              align="left"
            />
            <CheckList items={demo.points} className="mt-8 space-y-4" />
          </>
        }
      >
        <DeferredDemoRequestForm />
      </FormLayout>
    </section>
  );
}
