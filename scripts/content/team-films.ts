import type { ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';
import { checkSameInEveryLanguage } from './same-in-every-language';

/**
 * Each language's team page shows the same films in the same order (`videos.items[].embed` of
 * content/team/<lang>.yaml): the reference language's file decides, as for the UI strings.
 */
export function checkTeamFilms(paths: ContentPaths, checked: readonly CheckedFile[]): ContentIssue[] {
  return checkSameInEveryLanguage(checked, {
    fileOf: (language) => paths.relative(paths.content('team', `${language}.yaml`)),
    list: ['videos', 'items'],
    key: 'embed',
    noun: 'film',
    nouns: 'films',
  }).issues;
}
