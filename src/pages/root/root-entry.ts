/**
 * The whole script of the static `/` page (bundled into its own file under /assets/ by
 * scripts/postbuild/root-page.ts): pick the language and replace the history entry with that
 * language's home page.
 */
import { pathTo } from '../../routes/paths';
import { detectLanguage } from './detect-language';

window.location.replace(pathTo('home', detectLanguage()));
