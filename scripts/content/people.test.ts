import { describe, expect, it } from 'vitest';
import { articleEntrySchema } from '../../src/content/schemas/article';
import { goodSiteForTest } from './__fixtures__/fixture-site';
import type { ContentIssue } from './issues';
import { generatedArticle } from './__fixtures__/article-data';

const EN_ARTICLE = 'content/articles/en/hello-talvera.md';
const IT_ARTICLE = 'content/articles/it/ciao-talvera.md';
const PERSON = 'content/people/ada-rossi.yaml';
const TEAM_EN = 'content/team/en.yaml';

const site = goodSiteForTest;

const placeOf = ({ file, line, field }: ContentIssue) => ({ file, line, field });

function generated(files: ReadonlyMap<string, string>, path: string): unknown {
  const text = files.get(path);
  if (text === undefined) throw new Error(`no module ${path}`);
  if (path.endsWith('.json')) return JSON.parse(text) as unknown;
  const match = /\nconst data(?:: [^=]+)? = ([\s\S]*);\n\nexport default data;\n$/.exec(text);
  if (!match?.[1]) throw new Error(`${path} is not a data module`);
  return JSON.parse(match[1]) as unknown;
}

describe('people as content (content/people/<id>.yaml)', () => {
  it("resolves an article's author for its language: id, name, role and avatar", () => {
    const result = site().compile();
    expect(result.issues).toEqual([]);
    const en = articleEntrySchema.parse(generatedArticle(result.files, 'en', 'hello-talvera'));
    const it = articleEntrySchema.parse(generatedArticle(result.files, 'it', 'ciao-talvera'));
    expect(en.author).toEqual({
      id: 'ada-rossi',
      name: 'Ada Rossi',
      role: 'Editor',
      avatar: '/images/authors/ada-rossi.svg',
    });
    expect(it.author).toMatchObject({ id: 'ada-rossi', role: 'Redattrice' });
  });

  it('gives a person without an avatar of their own their portrait as avatar', () => {
    const fixture = site();
    fixture.edit(PERSON, 'avatar: /images/authors/ada-rossi.svg\n', '');
    const result = fixture.compile();
    expect(result.issues).toEqual([]);
    const en = articleEntrySchema.parse(generatedArticle(result.files, 'en', 'hello-talvera'));
    expect(en.author.avatar).toBe('/images/team/picture.svg');
  });

  it('reports an unknown author id at the field, listing the known ids', () => {
    const fixture = site();
    fixture.edit(IT_ARTICLE, 'author: ada-rossi', 'author: ada-rosi');
    const result = fixture.compile();
    expect(result.issues.map(placeOf)).toEqual([{ file: IT_ARTICLE, line: 7, field: 'author' }]);
    const [issue] = result.issues;
    expect(issue?.message).toMatch(
      /^expected the id of a person in content\/people\/ \("ada-rossi", "andrea-lombardi", .*\), found "ada-rosi"$/,
    );
    expect(result.files.size).toBe(0);
  });

  it('reports an author written the old way (an object) as a type error at the field', () => {
    const fixture = site();
    fixture.edit(EN_ARTICLE, 'author: ada-rossi', 'author:\n  name: Ada Rossi');
    expect(fixture.compile().issues.map(placeOf)).toEqual([{ file: EN_ARTICLE, line: 7, field: 'author' }]);
  });

  it('reports only the person file when an author file has a problem of its own', () => {
    const fixture = site();
    fixture.edit(PERSON, '  it: Redattrice\n', '');
    const issues = fixture.compile().issues.map(placeOf);
    expect(issues).toEqual([{ file: PERSON, line: 2, field: 'role.it' }]);
  });

  it('validates people: both languages, no unknown field, a file name that is an id', () => {
    const fixture = site();
    fixture.edit(PERSON, 'name: Ada Rossi', 'name: Ada Rossi\ntitle: Editor');
    fixture.write('content/people/Bad Name.yaml', fixture.read(PERSON));
    const issues = fixture.compile().issues;
    expect(issues.map(placeOf)).toEqual([
      { file: PERSON, line: 2, field: 'title' },
      { file: 'content/people/Bad Name.yaml', line: 1, field: '(file)' },
    ]);
    expect(issues[1]?.message).toContain('found "Bad Name.yaml"');
  });

  it("reports a team member who is nobody's file, at the list item", () => {
    const fixture = site();
    fixture.edit(TEAM_EN, '    - sara-conti\n', '    - sarah-conti\n');
    const issues = fixture.compile().issues;
    expect(issues.map(placeOf)).toEqual([{ file: TEAM_EN, line: 33, field: 'leadership.members.2' }]);
    expect(issues[0]?.message).toContain('found "sarah-conti"');
  });

  it('writes every person in each language for the team and author pages, with their id', () => {
    const result = site().compile();
    const people = generated(result.files, 'people/index.ts') as { id: string; language: string; role: string }[];
    const ada = people.find((person) => person.language === 'it' && person.id === 'ada-rossi');
    expect(ada?.role).toBe('Redattrice');
    expect(people.filter((person) => person.language === 'en')).toHaveLength(11);
  });
});
