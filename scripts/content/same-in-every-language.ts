import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { fieldIssue, type ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import type { ContentPaths } from './paths';

/** A list every language's file of a kind holds alike: the same keys in the same order. */
export type SharedList = {
  /** The file of a language, relative to the project (`content/team/en.yaml`). */
  fileOf: (language: string) => string;
  /** Where the list is in the file (`['videos', 'items']`). */
  list: readonly (string | number)[];
  /** The field of each item that must be the same (`embed`). */
  key: string;
  /** What an item is, one and many (`film`, `films`). */
  noun: string;
  nouns: string;
};

/** Keys as a writer reads them in a message: `"starter", "growth"`. */
export const quoted = (keys: readonly string[]) => keys.map((key) => JSON.stringify(key)).join(', ');

/** The keys of the list in one checked file; undefined when the file is not among them (it has problems of its own). */
function sharedListKeys(checked: readonly CheckedFile[], file: string, { list, key }: SharedList) {
  const found = checked.find((candidate) => candidate.file === file);
  if (!found) return undefined;
  let items: unknown = found.data;
  for (const step of list) items = (items as Record<string | number, unknown> | undefined)?.[step];
  const keys = Array.isArray(items) ? items.map((item) => String((item as Record<string, unknown>)[key])) : [];
  return { document: found.document, keys };
}

/**
 * The list as the reference language's file gives it, and an issue wherever another language's
 * differs: at an item out of place or in excess, and at the list when items are missing. A file
 * with problems of its own is not compared (its own issues say what to fix first).
 */
export function checkSameInEveryLanguage(checked: readonly CheckedFile[], shared: SharedList) {
  const { fileOf, list, key, noun, nouns } = shared;
  const referenceFile = fileOf(DEFAULT_LANGUAGE);
  const reference = sharedListKeys(checked, referenceFile, shared);
  if (!reference) return { issues: [] };
  const expectedKeys = reference.keys;
  const issues = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => {
    const file = fileOf(language);
    const translated = sharedListKeys(checked, file, shared);
    if (!translated) return [];
    const { document, keys } = translated;
    const found: ContentIssue[] = keys.flatMap((value, index) => {
      const expected = expectedKeys[index];
      if (value === expected) return [];
      const path = [...list, index, key];
      const wanted =
        expected === undefined
          ? `no ${noun} ${String(index + 1)}: ${referenceFile} has ${String(expectedKeys.length)} (${quoted(expectedKeys)})`
          : `${JSON.stringify(expected)}, the ${noun} ${String(index + 1)} of ${referenceFile} (each language lists the same ${nouns} in the same order)`;
      return [fieldIssue(file, document, path, `expected ${wanted}, found ${JSON.stringify(value)}`)];
    });
    if (keys.length < expectedKeys.length) {
      const message = `expected the ${String(expectedKeys.length)} ${nouns} of ${referenceFile} (${quoted(expectedKeys)}), found ${String(keys.length)}: ${quoted(expectedKeys.slice(keys.length))} missing`;
      found.push(fieldIssue(file, document, list, message));
    }
    return found;
  });
  return { reference: { file: referenceFile, keys: expectedKeys }, issues };
}

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
