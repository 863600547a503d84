import type { z } from 'zod';
import { personSchema, type ArticleAuthor } from '../../src/content/schemas/person';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { dataModule, languageType } from './emit';
import { inLanguage } from './in-language';
import { fieldIssue, fileIssue, type ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import { entriesOf, type ContentPaths } from './paths';
import { schemaFrom } from './schema-type';
import { loadYamlFile } from './yaml-content';
import type { YamlDocument } from './yaml-document';

/** The folder of people's files under content/: one `<id>.yaml` per person. */
const PEOPLE_FOLDER = 'people';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type PersonFile = { id: string; data: z.infer<typeof personSchema>; file: string; document: YamlDocument };

/** The people of content/people/: the valid ones by id, and every id a file gives, valid or not. */
export type People = {
  byId: ReadonlyMap<string, PersonFile>;
  /** Every file's id, valid or not: a reference to a person whose file has a problem is not reported too. */
  ids: readonly string[];
};

/** Reads and validates every person's file; the id is the file name. */
export function loadPeople(paths: ContentPaths): { people: People; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const byId = new Map<string, PersonFile>();
  const ids: string[] = [];
  for (const name of entriesOf(paths.content(PEOPLE_FOLDER))) {
    const file = paths.relative(paths.content(PEOPLE_FOLDER, name));
    const id = name.endsWith('.yaml') ? name.slice(0, -'.yaml'.length) : '';
    if (!ID.test(id)) {
      const message = `expected a file named <id>.yaml, the id in lower-case words joined by hyphens (how articles and the team page name the person), found "${name}"`;
      issues.push(fileIssue(file, message));
      continue;
    }
    ids.push(id);
    const { data, document, issues: own } = loadYamlFile(paths, `${PEOPLE_FOLDER}/${name}`, personSchema);
    issues.push(...own);
    if (data !== undefined && document !== undefined) byId.set(id, { id, data, file, document });
  }
  return { people: { byId, ids }, issues };
}

/** What an article carries of its author in its language. */
export function articleAuthor(person: PersonFile, language: Language): ArticleAuthor {
  const { data } = person;
  return {
    id: person.id,
    name: data.name,
    role: data.role[language],
    avatar: data.avatar ?? data.portrait.src,
    ...(data.pictures ? { pictures: data.pictures } : {}),
  };
}

/** The issue for a field naming a person no file gives, listing the ids there are. */
export function unknownPersonIssue(
  people: People,
  id: string,
  place: { file: string; document: YamlDocument; path: readonly PropertyKey[] },
): ContentIssue | undefined {
  if (people.ids.includes(id)) return undefined;
  const known =
    people.ids.map((known) => JSON.stringify(known)).join(', ') || `none yet: add content/${PEOPLE_FOLDER}/${id}.yaml`;
  const message = `expected the id of a person in content/${PEOPLE_FOLDER}/ (${known}), found ${JSON.stringify(id)}`;
  return fieldIssue(place.file, place.document, place.path, message);
}

/** Team members named by id (`leadership.members` of content/team/<lang>.yaml) must be people. */
export function checkTeamMembers(paths: ContentPaths, checked: readonly CheckedFile[], people: People): ContentIssue[] {
  const teamFiles = new Set(LANGUAGES.map((language) => paths.relative(paths.content('team', `${language}.yaml`))));
  return checked
    .filter(({ file }) => teamFiles.has(file))
    .flatMap(({ file, document, data }) => {
      const members = (data as { leadership?: { members?: unknown } }).leadership?.members;
      if (!Array.isArray(members)) return [];
      return members.flatMap((id, index) => {
        if (typeof id !== 'string') return [];
        const issue = unknownPersonIssue(people, id, { file, document, path: ['leadership', 'members', index] });
        return issue ? [issue] : [];
      });
    });
}

/**
 * `people/index.ts`: every person in each language, with their id and language: build-time data
 * (the team page's and the author pages' `data.ts` read it; a page carries only the people it shows).
 */
export function peopleModule(people: People, files: Map<string, string>): void {
  const file = `${PEOPLE_FOLDER}/index.ts`;
  const all = LANGUAGES.flatMap((language) =>
    [...people.byId.values()].map(({ data, id }) => ({ ...(inLanguage(data, language) as object), id, language })),
  );
  const type = languageType(schemaFrom('person', { personSchema }), file, 'id: string', {
    list: true,
    inLanguage: true,
  });
  files.set(file, dataModule(all, type));
}
