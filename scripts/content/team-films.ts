import type { TeamContent } from '../../src/content/schemas/team';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import type { ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';

/**
 * Each language's team page shows the same films in the same order (`videos.items[].embed` of
 * content/team/<lang>.yaml): the reference language's file decides, as for the UI strings, and
 * a translation that differs is reported where it differs. A file with errors of its own is not
 * compared (the writer fixes those first).
 */
export function checkTeamFilms(paths: ContentPaths, checked: readonly CheckedFile[]): ContentIssue[] {
  const fileOf = (language: string) => paths.relative(paths.content('team', `${language}.yaml`));
  const films = (file: string) => {
    const found = checked.find((candidate) => candidate.file === file);
    const items = (found?.data as Partial<TeamContent> | undefined)?.videos?.items;
    return found && items ? { document: found.document, embeds: items.map((item) => item.embed) } : undefined;
  };
  const referenceFile = fileOf(DEFAULT_LANGUAGE);
  const reference = films(referenceFile);
  if (!reference) return [];
  return LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language): ContentIssue[] => {
    const file = fileOf(language);
    const translated = films(file);
    if (!translated) return [];
    if (translated.embeds.length !== reference.embeds.length) {
      return [
        {
          file,
          ...translated.document.positionOf(['videos', 'items']),
          field: 'videos.items',
          message: `expected the ${String(reference.embeds.length)} films of ${referenceFile}, in its order (each language shows the same films), found a list of ${String(translated.embeds.length)}`,
        },
      ];
    }
    return translated.embeds.flatMap((embed, index): ContentIssue[] => {
      const expected = reference.embeds[index];
      if (embed === expected) return [];
      const path = ['videos', 'items', index, 'embed'];
      return [
        {
          file,
          ...translated.document.positionOf(path),
          field: path.join('.'),
          message: `expected ${JSON.stringify(expected)}, the film ${referenceFile} shows at this place (each language shows the same films, in the same order), found ${JSON.stringify(embed)}`,
        },
      ];
    });
  });
}
