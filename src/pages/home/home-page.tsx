import { LogoMarquee } from '../../components/logos/logo-marquee';
import { MentionedIn } from '../../components/logos/mentioned-in';
import { TestimonialsSection } from '../../components/testimonials-section';
import type { HomeContent } from '../../content/schemas/home';
import type { Testimonial } from '../../content/schemas/testimonials';
import type { Language } from '../../i18n/languages';
import { PageHead } from '../../layout/page-head';
import { useScrollToHashOnArrival } from '../../layout/scroll-to-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { ShowcaseSection } from './showcase-section';

/** Arriving from another page's Product menu, wait for the page to settle, then scroll. */
const ARRIVAL_SCROLL_DELAY_MS = 100;

type HomePageProps = { language: Language; content: HomeContent; testimonials: readonly Testimonial[] };

export function HomePage({ language, content, testimonials }: HomePageProps) {
  useScrollToHashOnArrival(ARRIVAL_SCROLL_DELAY_MS);
  return (
    <>
      <PageHead language={language} {...content.meta} />
      <HeroSection hero={content.hero} />
      <MentionedIn language={language} heading={content.mentionedIn} />
      <LogoMarquee heading={content.logosHeading} />
      <ShowcaseSection showcase={content.showcase} />
      <FeaturesSection features={content.features} language={language} />
      <TestimonialsSection testimonials={testimonials} {...content.testimonials} />
      <DemoSection demo={content.demo} />
    </>
  );
}
