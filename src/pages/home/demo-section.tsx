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
          <ul className="mt-8 space-y-4">
            {demo.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-teal-600">
                  <path fill="currentColor" d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:col-span-3">
          <DemoRequestForm />
        </div>
      </div>
    </section>
  );
}
