import type { HomeContent } from '../../content/schemas/home';
import type { Language } from '../../i18n/languages';
import { StaticPageHead } from '../static-page-head';
import { HeroSection } from './hero-section';

/** The home page: its sections, each fed from content/home/{language}.yaml. */
export function HomePage({ language, content }: { language: Language; content: HomeContent }) {
  return (
    <>
      <StaticPageHead pageId="home" language={language} />
      <HeroSection hero={content.hero} />
    </>
  );
}
