import type { Section } from '../../content/schemas/sections';

/** FAQPage JSON-LD of every question the page's FAQ sections answer, or undefined when it has none. */
export function faqJsonLd(sections: readonly Section[]): object | undefined {
  const questions = sections.flatMap((section) => (section.type === 'faq' ? section.items : []));
  return questions.length === 0 ? undefined : faqPageJsonLd(questions);
}

/** FAQPage JSON-LD of questions and their answers, as the page shows them. */
export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]): object {
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
