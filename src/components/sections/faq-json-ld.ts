import type { Section } from '../../content/schemas/sections';

/** FAQPage JSON-LD of every question the page's FAQ sections answer, or undefined when it has none. */
export function faqJsonLd(sections: readonly Section[]): object | undefined {
  const questions = sections.flatMap((section) => (section.type === 'faq' ? section.items : []));
  if (questions.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
