import { CheckList } from '../../components/check-list';
import { DemoRequestForm } from '../../components/demo-request-form';
import { SectionHeading } from '../../components/section-heading';
import type { HomeContent } from '../../content/schemas/home';

/** The home page's closing section: why ask for a demo, and the form to ask for it. */
export function DemoSection({ demo }: { demo: HomeContent['demo'] }) {
  return (
    <section id="demo" aria-labelledby="demo-title" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="demo-title"
            eyebrow={demo.eyebrow}
            heading={demo.heading}
            intro={demo.intro}
            align="left"
          />
          <CheckList items={demo.points} className="mt-8 space-y-4" />
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:col-span-3">
          <DemoRequestForm />
        </div>
      </div>
    </section>
  );
}
