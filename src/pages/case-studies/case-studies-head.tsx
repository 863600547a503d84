import type { CaseStudiesPageContent } from '../../content/schemas/case-studies';
import type { Language } from '../../i18n/languages';
import { breadcrumbJsonLd, jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { useCaseStudiesTrail } from '../case-study/case-study-trail';

/** The FAQ as schema.org's FAQPage, for search results. */
function faqJsonLd(faq: CaseStudiesPageContent['faq']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The list page's head: title and description from its content, BreadcrumbList and FAQPage JSON-LD. */
export function CaseStudiesHead({ content, language }: { content: CaseStudiesPageContent; language: Language }) {
  const trail = useCaseStudiesTrail(language, content.labels.breadcrumb);
  return (
    <PageHead language={language} title={content.meta.title} description={content.meta.description}>
      {jsonLdScript(breadcrumbJsonLd(trail), 'breadcrumbs')}
      {jsonLdScript(faqJsonLd(content.faq), 'faq')}
    </PageHead>
  );
}
