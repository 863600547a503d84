import { ContentImage } from '../../components/content-image';
import { PAGE_CONTAINER } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import type { TeamContent } from '../../content/schemas/team';

/** The mission and the company's values, one card each. */
export function VisionSection({ vision }: { vision: TeamContent['vision'] }) {
  return (
    <section aria-labelledby="vision-title" className="py-20">
      <div className={`${PAGE_CONTAINER} grid items-center gap-12 lg:grid-cols-2`}>
        <div>
          <SectionHeading
            id="vision-title"
            eyebrow={vision.eyebrow}
            heading={vision.heading}
            intro={vision.text}
            align="left"
          />
          <ul className="mt-10 space-y-6">
            {vision.values.map((value) => (
              <li key={value.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-slate-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <ContentImage image={vision.image} className="h-auto w-full rounded-3xl" />
      </div>
    </section>
  );
}
