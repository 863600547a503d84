import { FormLayout } from '../../components/form-layout';
import { CheckList } from '../../components/check-list';
import { DemoRequestForm } from '../../components/demo-request-form';
import { MentionedIn } from '../../components/logos/mentioned-in';
import { PageTitle } from '../../components/page-hero';
import { TestimonialsSection } from '../../components/testimonials-section';
import { siteConfig } from '../../config';
import type { DemoPageContent } from '../../content/schemas/demo';
import type { Testimonial } from '../../content/schemas/testimonials';
import type { Language } from '../../i18n/languages';
import { PageHead } from '../../layout/page-head';

type DemoPageProps = { language: Language; content: DemoPageContent; testimonials: readonly Testimonial[] };

/** The demo request page: the form, what the demo brings, the enterprise calendar, press, testimonials. */
export function DemoPage({ language, content, testimonials }: DemoPageProps) {
  return (
    <>
      <PageHead language={language} {...content.meta} />
      <FormLayout
        spacing="pt-32 pb-16"
        aside={
          <>
            <PageTitle>{content.heading}</PageTitle>
            <p className="mt-4 text-lg text-slate-600">{content.intro}</p>
            <h2 className="mt-10 text-lg font-bold text-slate-900">{content.benefitsHeading}</h2>
            <CheckList items={content.benefits} className="mt-4 space-y-5" />
            <section aria-labelledby="enterprise-title" className="mt-10 rounded-2xl bg-slate-900 p-6 text-white">
              <h2 id="enterprise-title" className="font-bold">
                {content.enterprise.heading}
              </h2>
              <p className="mt-2 text-sm text-slate-300">{content.enterprise.text}</p>
              <a
                href={siteConfig.demoBookingUrl}
                className="mt-4 inline-block rounded-full bg-white px-5 py-2 text-sm font-semibold text-slate-900 hover:bg-brand-50"
              >
                {content.enterprise.cta}
              </a>
            </section>
          </>
        }
      >
        <DemoRequestForm />
      </FormLayout>
      <MentionedIn language={language} heading={content.mentionedIn} />
      <TestimonialsSection testimonials={testimonials} heading={content.testimonialsHeading} />
    </>
  );
}
