import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../scripts/content/validate';
import { parseYaml } from '../../../scripts/content/yaml-document';
import { siteConfig } from '../../config';
import { filmAddressProblem, teamContentSchema } from './team';

const HOST = siteConfig.videoHostOrigin;
const FILE = 'content/team/it.yaml';

/** The site's Italian team file with its first film's address replaced, validated as the content step does. */
function withFirstFilm(embed: unknown): string[] {
  const document = parseYaml(readFileSync(FILE, 'utf8'), FILE);
  const [first] = (document.data as { videos: { items: Record<string, unknown>[] } }).videos.items;
  if (!first) throw new Error(`${FILE} has no film`);
  first.embed = embed;
  return validateDocument(teamContentSchema, document, FILE).issues.map(({ field, message }) => `${field}: ${message}`);
}

describe("a team film's address (videos.items[].embed)", () => {
  it('takes a film on the video host of src/config.ts', () => {
    expect(withFirstFilm(`${HOST}/embed/open-day-2026`)).toEqual([]);
    expect(filmAddressProblem(`${HOST}/v/12345`)).toBeUndefined();
  });

  it('refuses another host, saying which host the policy allows and where another starts', () => {
    expect(withFirstFilm('https://www.youtube.com/embed/abc')).toEqual([
      `videos.items.0.embed: expected a film on ${HOST}: the security policy and the consent banner allow that host only; another host starts in src/config.ts, with a developer, found "https://www.youtube.com/embed/abc"`,
    ]);
  });

  it.each([
    ['plain http', HOST.replace(/^https:/, 'http:') + '/embed/x'],
    ['another port', `${HOST}:8443/embed/x`],
    ['a host that only starts like it', `${HOST}.films.example/embed/x`],
    ['a path on this site', '/embed/x'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s as another host', (_, address) => {
    expect(filmAddressProblem(address)).toMatch(new RegExp(`^a film on ${HOST}: `));
  });

  it.each([
    ['a user name and password', HOST.replace('://', '://ada:secret@') + '/embed/x'],
    ['a query', `${HOST}/embed/x?autoplay=0`],
    ['an empty query', `${HOST}/embed/x?`],
    ['a fragment', `${HOST}/embed/x#t=10`],
    ['an empty fragment', `${HOST}/embed/x#`],
    ['no film', `${HOST}/`],
    ['the host alone', HOST],
    ['a space', `${HOST}/embed/a film`],
    ['a dot segment', `${HOST}/embed/../admin`],
    ['an upper-case host', HOST.toUpperCase() + '/embed/x'],
  ])('refuses an address with %s on the right host, naming the host', (_, address) => {
    expect(filmAddressProblem(address)).toMatch(new RegExp(`^a film's address on ${HOST} as the host gives it`));
  });

  it('refuses a film shown twice, at the repeat', () => {
    const document = parseYaml(readFileSync(FILE, 'utf8'), FILE);
    const items = (document.data as { videos: { items: Record<string, unknown>[] } }).videos.items;
    const [first, second] = items;
    if (!first || !second) throw new Error(`${FILE} needs two films for this test`);
    second.embed = first.embed;
    expect(validateDocument(teamContentSchema, document, FILE).issues.map(({ field }) => field)).toEqual([
      'videos.items.1.embed',
    ]);
  });
});
