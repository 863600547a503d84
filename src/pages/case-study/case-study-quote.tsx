import type { CaseStudy } from '../../content/schemas/case-studies';

/** The customer's words, with who said them. */
export function CaseStudyQuote({ quote, company }: { quote: CaseStudy['quote']; company: string }) {
  return (
    <figure className="rounded-2xl border-l-4 border-brand-600 bg-slate-50 px-6 py-5">
      <blockquote className="text-lg leading-8 text-slate-800 italic">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm text-slate-600">
        <span className="block font-semibold text-slate-900">{quote.author}</span>
        <span className="block">{quote.role}</span>
        <span className="block">{company}</span>
      </figcaption>
    </figure>
  );
}
