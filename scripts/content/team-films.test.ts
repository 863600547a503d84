import { describe, expect, it } from 'vitest';
import { goodSiteForTest } from './__fixtures__/fixture-site';
import type { ContentIssue } from './issues';

const TEAM_EN = 'content/team/en.yaml';
const TEAM_IT = 'content/team/it.yaml';
const FIRST = '/embed/life-at-talvera';
const SECOND = '/embed/product-tour';

const placeOf = ({ file, line, field }: ContentIssue) => ({ file, line, field });

/** A third film, after the second, in the words of `file`'s language. */
function addFilm(text: string, embed: string): string {
  const poster =
    '        src: /images/team/picture.svg\n        alt: A film\n        width: 1280\n        height: 720\n';
  const film = `    - embed: https://video.talvera.example${embed}\n      title: A third film\n      description: Words about the third film.\n      poster:\n${poster}`;
  return text.replace(/\nmeta:\n/, `\n${film}meta:\n`);
}

describe('the team films of each language (videos.items[].embed of content/team/<lang>.yaml)', () => {
  it('takes a film added to both languages, with YAML only', () => {
    const fixture = goodSiteForTest();
    for (const file of [TEAM_EN, TEAM_IT]) fixture.write(file, addFilm(fixture.read(file), '/embed/open-day'));
    expect(fixture.compile().issues).toEqual([]);
  });

  it('reports a film the translation lacks, at its list, with the English count', () => {
    const fixture = goodSiteForTest();
    fixture.write(TEAM_EN, addFilm(fixture.read(TEAM_EN), '/embed/open-day'));
    const { issues, files } = fixture.compile();
    expect(issues.map(placeOf)).toEqual([{ file: TEAM_IT, line: 66, field: 'videos.items' }]);
    expect(issues[0]?.message).toBe(
      `expected the 3 films of ${TEAM_EN} ("https://video.talvera.example${FIRST}", "https://video.talvera.example${SECOND}", "https://video.talvera.example/embed/open-day"), found 2: "https://video.talvera.example/embed/open-day" missing`,
    );
    expect(files.size).toBe(0);
  });

  it('reports films in another order, at each address that differs', () => {
    const fixture = goodSiteForTest();
    fixture.edit(TEAM_IT, FIRST, '/embed/swap');
    fixture.edit(TEAM_IT, SECOND, FIRST);
    fixture.edit(TEAM_IT, '/embed/swap', SECOND);
    const { issues } = fixture.compile();
    expect(issues.map(placeOf)).toEqual([
      { file: TEAM_IT, line: 67, field: 'videos.items.0.embed' },
      { file: TEAM_IT, line: 75, field: 'videos.items.1.embed' },
    ]);
    expect(issues[0]?.message).toBe(
      `expected "https://video.talvera.example${FIRST}", the film 1 of ${TEAM_EN} (each language lists the same films in the same order), found "https://video.talvera.example${SECOND}"`,
    );
  });

  it('compares nothing while the English file has errors of its own', () => {
    const fixture = goodSiteForTest();
    fixture.edit(TEAM_EN, `https://video.talvera.example${SECOND}`, `http://video.talvera.example${SECOND}`);
    const { issues } = fixture.compile();
    expect(issues.map(placeOf)).toEqual([{ file: TEAM_EN, line: 75, field: 'videos.items.1.embed' }]);
  });
});
