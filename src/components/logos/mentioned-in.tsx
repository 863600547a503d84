import { press as allPress } from '../../generated/logos';
import type { Language } from '../../i18n/languages';
import { PAGE_CONTAINER } from '../page-section';
import { LogoImage } from './logo-image';

/**
 * The press that wrote about us: the press logos whose `languages` include the page's, in a row
 * that wraps; a language with none has no such section.
 */
export function MentionedIn({ language, heading }: { language: Language; heading: string }) {
  const press = allPress.filter((logo) => logo.languages.includes(language));
  if (press.length === 0) return null;
  return (
    <section aria-labelledby="mentioned-in-title" className={`${PAGE_CONTAINER} py-10`}>
      <h2 id="mentioned-in-title" className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {heading}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-12 gap-y-6">
        {press.map((logo) => (
          <li key={logo.src}>
            <LogoImage logo={logo} className="h-8 w-auto opacity-80" />
          </li>
        ))}
      </ul>
    </section>
  );
}
