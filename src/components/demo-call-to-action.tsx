import type { Language } from '../i18n/languages';
import { pathTo } from '../routes/paths';

type DemoCallToActionProps = {
  language: Language;
  heading: string;
  text: string;
  cta: string;
};

const HEADING_ID = 'demo-cta-title';

/** The closing band of marketing pages; one per page: the heading's id is fixed. */
export function DemoCallToAction({ language, heading, text, cta }: DemoCallToActionProps) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="mx-auto mb-20 max-w-4xl rounded-3xl bg-brand-600 px-6 py-12 text-center text-white"
    >
      <h2 id={HEADING_ID} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-50">{text}</p>
      <a
        href={pathTo('demo', language)}
        className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {cta}
      </a>
    </section>
  );
}
