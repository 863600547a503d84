import type { SectionOf } from '../../content/schemas/sections';
import type { CaseStudiesPageContent } from '../../content/schemas/case-studies';
import type { Language } from '../../i18n/languages';
import { faqJsonLd } from '../../components/sections/faq-json-ld';
import { breadcrumbJsonLd, jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { useCaseStudiesTrail } from '../case-study/case-study-trail';

type CaseStudiesHeadProps = { content: CaseStudiesPageContent; faq: SectionOf<'faq'>; language: Language };

/** The list page's head: title and description from its content, BreadcrumbList and FAQPage JSON-LD. */
export function CaseStudiesHead({ content, faq, language }: CaseStudiesHeadProps) {
  const trail = useCaseStudiesTrail(language, content.meta.breadcrumb ?? content.meta.title);
  const questions = faqJsonLd([faq]);
  return (
    <PageHead language={language} title={content.meta.title} description={content.meta.description}>
      {jsonLdScript(breadcrumbJsonLd(trail), 'breadcrumbs')}
      {questions ? jsonLdScript(questions, 'faq') : null}
    </PageHead>
  );
}
