/** The whole script of the static `/` page: pick the language and replace the history entry with its home. */
import { pathTo } from '../../routes/paths';
import { detectLanguage } from './detect-language';

window.location.replace(pathTo('home', detectLanguage()));
