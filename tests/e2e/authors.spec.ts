import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config';
import articleSummaries from '../../src/generated/articles/summaries';
import people from '../../src/generated/people';
import teamEn from '../../src/generated/team/en';
import teamIt from '../../src/generated/team/it';
import type { Language } from '../../src/i18n/languages';
import { articlesByAuthor } from '../../src/content/author-articles';
import { pathTo } from '../../src/routes/paths';

/** The ids the team page of each language lists, read from content/team/. */
const TEAM_MEMBERS = { en: teamEn.leadership.members, it: teamIt.leadership.members } as const;

const LANGUAGE_COPY = {
  en: { articlesBy: (name: string) => `Articles by ${name}` },
  it: { articlesBy: (name: string) => `Gli articoli di ${name}` },
} as const satisfies Record<Language, unknown>;

for (const language of ['en', 'it'] as const) {
  const byAuthor = articlesByAuthor(articleSummaries, language);
  const inLanguage = people.filter((person) => person.language === language);
  const personOf = (id: string) => {
    const person = inLanguage.find((candidate) => candidate.id === id);
    if (!person) throw new Error(`no person ${id}`);
    return person;
  };

  test.describe(`author pages (${language})`, () => {
    test("the byline's name leads to the author's page, which shows them and their articles", async ({ page }) => {
      const article = articleSummaries.find((summary) => summary.language === language);
      if (!article) throw new Error(`no ${language} article`);
      const author = personOf(article.author.id);
      await page.goto(pathTo('articleDetail', language, { slug: article.slug }));
      await page.locator('main').getByRole('link', { name: author.name, exact: true }).click();

      await expect(page).toHaveURL(pathTo('authorDetail', language, { slug: author.id }));
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(author.name);
      await expect(main).toContainText(author.role);
      await expect(main).toContainText(author.bio);
      await expect(
        main.getByRole('heading', { level: 2, name: LANGUAGE_COPY[language].articlesBy(author.name) }),
      ).toBeVisible();

      // Their articles in this language only, newest first, as the first page holds them.
      const written = (byAuthor.get(author.id) ?? []).slice(0, siteConfig.articlesPerPage);
      const cards = main.locator('article');
      await expect(cards).toHaveCount(written.length);
      for (const [index, summary] of written.entries()) {
        await expect(cards.nth(index).getByRole('heading')).toHaveText(summary.title);
        await expect(cards.nth(index)).toHaveAttribute('lang', language);
      }
      await expect(cards.filter({ hasText: article.title })).toHaveCount(1);
    });

    test('the author page has its title, canonical, hreflang pair and Person JSON-LD', async ({ page }) => {
      const [id] = [...byAuthor.keys()];
      if (id === undefined) throw new Error(`no ${language} author`);
      const author = personOf(id);
      const path = pathTo('authorDetail', language, { slug: id });
      await page.goto(path);
      await expect(page).toHaveTitle(`${author.name} | ${siteConfig.brandName}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.origin}${path}`);
      const other = language === 'en' ? 'it' : 'en';
      if (articlesByAuthor(articleSummaries, other).has(id)) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `${siteConfig.origin}${pathTo('authorDetail', other, { slug: id })}`,
        );
      }
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const person = blocks
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Person');
      expect(person).toMatchObject({ name: author.name, jobTitle: author.role, url: `${siteConfig.origin}${path}` });
    });

    test('the team page links each member who wrote in this language to their page, and no one else', async ({
      page,
    }) => {
      await page.goto(pathTo('team', language));
      // The cards past the fourth are hidden until "Show more": look them up by their text, not their role.
      const members = page.locator('#meetTeam li');
      await expect(members).toHaveCount(TEAM_MEMBERS[language].length);
      for (const person of inLanguage.filter((candidate) => TEAM_MEMBERS[language].includes(candidate.id))) {
        const card = members.filter({ has: page.locator('h3', { hasText: person.name }) });
        await expect(card).toContainText(person.role);
        const link = card.locator('h3 a');
        if (byAuthor.has(person.id)) {
          await expect(link).toHaveAttribute('href', pathTo('authorDetail', language, { slug: person.id }));
        } else {
          await expect(link).toHaveCount(0);
        }
      }
    });

    test('a person without articles has no author page', async ({ request }) => {
      const without = inLanguage.find((person) => !byAuthor.has(person.id));
      if (!without) throw new Error(`everyone wrote in ${language}`);
      const response = await request.get(pathTo('authorDetail', language, { slug: without.id }), { maxRedirects: 0 });
      expect(response.status()).not.toBe(200);
    });
  });
}
