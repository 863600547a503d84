import { useEffect } from 'react';
import { detectLanguage } from './detect-language';
import { pathTo } from '../../routes/paths';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';

/** `/` on the dev server; the build serves a static page with the same logic and no application bundle. */
export function RootRedirect() {
  useEffect(() => {
    window.location.replace(pathTo('home', detectLanguage()));
  }, []);
  return (
    <ul>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a href={pathTo('home', language)} lang={language}>
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
