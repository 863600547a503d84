/**
 * The image pipeline's checks as a writer meets them: the compiler refuses a photograph that is
 * too large, too small or not a picture, naming file:line:column and field, and puts the
 * variants of a good one in the data the page reads.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { goodSiteForTest, type FixtureSite } from '../__fixtures__/fixture-site';
import { formatIssue } from '../issues';
import { articleDataFile } from '../article-modules';

const EN_ARTICLE = 'content/articles/en/hello-talvera.md';
const IT_ARTICLE = 'content/articles/it/ciao-talvera.md';
const PERSON = 'content/people/giulia-ferrante.yaml';
const AUTHOR = 'content/people/ada-rossi.yaml';
const SVG_COVER = 'coverImage: /images/articles/hello.svg';
const SVG_AVATAR = 'avatar: /images/authors/ada-rossi.svg';
const SVG_PORTRAIT = 'src: /images/team/picture.svg';

const site = goodSiteForTest;

/** Writes a JPEG (or a PNG for a .png name) of that size under the site's public/. */
async function addPicture(copy: FixtureSite, sitePath: string, width: number, height: number): Promise<string> {
  const file = join(copy.root, 'public', sitePath);
  mkdirSync(dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#0d9488' } });
  await (sitePath.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
  return file;
}

function messages(copy: FixtureSite): string[] {
  return copy.compile().issues.map(formatIssue);
}

describe('a photograph in content', () => {
  it('gets its variants in the data of the item that names it, once per picture to make', async () => {
    const copy = site();
    await addPicture(copy, '/images/articles/photo.jpg', 1600, 840);
    copy.edit(EN_ARTICLE, SVG_COVER, 'coverImage: /images/articles/photo.jpg');
    copy.edit(IT_ARTICLE, SVG_COVER, 'coverImage: /images/articles/photo.jpg');
    const result = copy.compile();
    expect(result.issues).toEqual([]);
    expect(result.pictures).toEqual([{ slot: 'articleCover', src: '/images/articles/photo.jpg' }]);
    const page = result.files.get(articleDataFile('en', 'hello-talvera')) ?? '';
    expect(page).toContain('"articleCover:/images/articles/photo.jpg":{');
    expect(page).toMatch(/"avif":"\/images\/_\/photo-[0-9a-f]{12}-360\.avif 360w, /);
    // The cards read it too, and an SVG avatar beside it stays a plain picture.
    expect(result.files.get('articles/summaries.ts')).toContain('"articleCover:/images/articles/photo.jpg"');
    expect(page).not.toContain('"avatar:');
  });

  it("in a YAML file, goes in the object around the field (a person's portrait)", async () => {
    const copy = site();
    await addPicture(copy, '/images/team/giulia.png', 1200, 1500);
    copy.edit(PERSON, SVG_PORTRAIT, 'src: /images/team/giulia.png');
    const result = copy.compile();
    expect(result.issues).toEqual([]);
    expect(result.pictures).toEqual([{ slot: 'teamPortrait', src: '/images/team/giulia.png' }]);
    expect(result.files.get('people/index.ts')).toMatch(
      /"height": 320\n\s+\},\n\s+"pictures": \{\n\s+"teamPortrait:\/images\/team\/giulia\.png"/,
    );
  });

  it('is refused over 5 MB', async () => {
    const copy = site();
    const file = await addPicture(copy, '/images/articles/huge.jpg', 1600, 840);
    appendFileSync(file, Buffer.alloc(5.5 * 1024 * 1024));
    copy.edit(EN_ARTICLE, SVG_COVER, 'coverImage: /images/articles/huge.jpg');
    expect(messages(copy)).toEqual([
      `${EN_ARTICLE}:8:1 coverImage: expected a picture of at most 5.0 MB, found 5.5 MB in public/images/articles/huge.jpg`,
    ]);
  });

  it('is refused when narrower than the widest variant of its place, once cut to its shape', async () => {
    const copy = site();
    await addPicture(copy, '/images/articles/small.jpg', 1200, 630);
    await addPicture(copy, '/images/team/wide.jpg', 3000, 1000);
    copy.edit(EN_ARTICLE, SVG_COVER, 'coverImage: /images/articles/small.jpg');
    copy.edit(PERSON, SVG_PORTRAIT, 'src: /images/team/wide.jpg');
    expect(messages(copy)).toEqual([
      `${EN_ARTICLE}:8:1 coverImage: expected a picture at least 1440 px wide once cut to 1200:630 for an article cover, found 1200 × 630 px in public/images/articles/small.jpg (export it larger)`,
      `${PERSON}:9:3 portrait.src: expected a picture at least 1120 px wide once cut to 1:1 for a team portrait, found 3000 × 1000 px in public/images/team/wide.jpg (export it larger)`,
    ]);
  });

  it('is refused when the file is not a picture, whatever its name says', () => {
    const copy = site();
    writeFileSync(join(copy.root, 'public/images/authors/renamed.jpg'), '<html><script>alert(1)</script></html>');
    copy.edit(AUTHOR, SVG_AVATAR, 'avatar: /images/authors/renamed.jpg');
    expect(messages(copy)).toEqual([
      `${AUTHOR}:15:1 avatar: expected a JPEG or PNG picture, found a file that is neither a JPEG nor a PNG (its first bytes are not a picture’s) in public/images/authors/renamed.jpg`,
    ]);
  });

  it('never takes its variants from the writer', () => {
    const copy = site();
    copy.edit(
      EN_ARTICLE,
      SVG_COVER,
      `${SVG_COVER}\npictures: { "articleCover:/x": { avif: "javascript:alert(1) 1w" } }`,
    );
    copy.edit(IT_ARTICLE, SVG_COVER, 'coverImage: /images/_/hello-0123456789ab-720.avif');
    const [own, published] = messages(copy);
    expect(own).toMatch(
      /^content\/articles\/en\/hello-talvera\.md:9:\d+ pictures: expected no field of this name \(the site writes pictures itself\)/,
    );
    expect(published).toMatch(
      /^content\/articles\/it\/ciao-talvera\.md:8:1 coverImage: expected a picture of your own, not one the site makes/,
    );
  });
});
