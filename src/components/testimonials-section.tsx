import { useTranslation } from '../i18n/use-translation';
import type { Testimonial } from '../content/schemas/testimonials';
import { Carousel } from './carousel/carousel';
import { PageSection } from './page-section';
import { TestimonialAttribution } from './testimonial-attribution';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p role="img" aria-label={t('testimonials.rating', { rating })} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 ${star <= rating ? 'text-amber-500' : 'text-slate-300'}`}
        >
          <path fill="currentColor" d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="mx-auto max-w-3xl rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-6 text-xl leading-8 text-slate-800">
        <p>{testimonial.quote}</p>
      </blockquote>
      <TestimonialAttribution
        author={testimonial.author}
        role={testimonial.role}
        company={testimonial.company}
        image={testimonial.image}
        basis={testimonial.quoteBasis}
      />
    </figure>
  );
}

type TestimonialsSectionProps = {
  testimonials: readonly Testimonial[];
  eyebrow?: string;
  heading: string;
  intro?: string;
};

/** What customers say, in the carousel (id `testimonials`: the header's Product menu jumps here). */
export function TestimonialsSection({ testimonials, eyebrow, heading, intro }: TestimonialsSectionProps) {
  const { t } = useTranslation();
  return (
    <PageSection
      id="testimonials"
      headingId="testimonials-title"
      eyebrow={eyebrow}
      heading={heading}
      intro={intro}
      tone="brand"
      renderWhenNear
    >
      <div className="mt-12">
        <Carousel
          label={t('testimonials.label')}
          slides={testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
          dotLabel={(position) => t('testimonials.show', { position })}
        />
      </div>
    </PageSection>
  );
}
