import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../../src/config';
import articleSummaries from '../../src/generated/articles/summaries';
import englishTags from '../../src/generated/tags/en';
import italianTags from '../../src/generated/tags/it';
import type { Language } from '../../src/i18n/languages';
import { waitForHydration } from './page-checks';
import { typographic } from '../normalize-typography';

const TAGS = { en: englishTags.tags, it: italianTags.tags };
const TAG_BASE = { en: '/en/articles/tag', it: '/it/articoli/tag' };
const ARTICLE_BASE = { en: '/en/articles', it: '/it/articoli' };
const WORDS = {
  en: { topics: 'Topics', pages: 'Pages of the list', next: 'Next page', pageOf: 'page 2 of' },
  it: { topics: 'Argomenti', pages: "Pagine dell'elenco", next: 'Pagina successiva', pageOf: 'pagina 2 di' },
};

function tagNamed(language: Language, slug: string) {
  const tag = TAGS[language].find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`no ${language} tag ${slug}`);
  return tag;
}

/** Moves focus away and back with the keyboard: the element is in the page's tab order. */
async function expectInTabOrder(page: Page, name: string) {
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(name);
}

for (const language of ['en', 'it'] as const) {
  const articles = articleSummaries.filter((article) => article.language === language);

  test.describe(`tags (${language})`, () => {
    test('an article links its tags; following one from the keyboard leads to its page, which lists the article', async ({
      page,
    }) => {
      const article = articles[0];
      const slug = article?.tags?.[0];
      if (!article || !slug) throw new Error(`no tagged ${language} article`);
      const tag = tagNamed(language, slug);
      await page.goto(`${ARTICLE_BASE[language]}/${article.slug}/`);
      await waitForHydration(page);
      const topics = page.getByRole('navigation', { name: WORDS[language].topics });
      await expect(topics.getByRole('link')).toHaveText(
        (article.tags ?? []).map((each) => tagNamed(language, each).name),
      );

      const link = topics.getByRole('link', { name: tag.name, exact: true });
      await expect(link).toHaveAttribute('href', `${TAG_BASE[language]}/${tag.slug}/`);
      await link.focus();
      await expectInTabOrder(page, tag.name);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(`${TAG_BASE[language]}/${tag.slug}/`);
      await expect(page.locator('h1')).toHaveText(tag.name);
      await expect(page.locator('main')).toContainText(tag.description);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tag.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteConfig.origin}${TAG_BASE[language]}/${tag.slug}/`,
      );
      // Page 1 of the tag shows its newest article; this one is the newest of the language.
      await expect(page.locator('main article').first()).toContainText(article.title);
    });

    test('a tag page pairs with its translation in hreflang and lists its articles newest first, page by page', async ({
      page,
    }) => {
      const tagged = (slug: string) => articles.filter((article) => (article.tags ?? []).includes(slug));
      const tag = TAGS[language].find((candidate) => tagged(candidate.slug).length > 1);
      if (!tag) throw new Error(`no ${language} tag with two articles`);
      const other = language === 'en' ? 'it' : 'en';
      const counterpart = TAGS[other].find((candidate) => candidate.translationKey === tag.translationKey);
      await page.goto(`${TAG_BASE[language]}/${tag.slug}/`);
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        `${siteConfig.origin}${TAG_BASE[other]}/${counterpart?.slug ?? ''}/`,
      );

      // The test build shows one card a page (package.json), so two articles make a page 2.
      const perPage = siteConfig.articlesPerPage;
      const expected = tagged(tag.slug);
      await expect(page.locator('main article')).toHaveCount(Math.min(perPage, expected.length));
      await expect(page.locator('main article').first()).toContainText(expected[0]?.title ?? '');
      const pages = page.getByRole('navigation', { name: typographic(WORDS[language].pages) });
      const next = pages.getByRole('link', { name: WORDS[language].next });
      await next.focus();
      await page.keyboard.press('Enter');
      const segment = language === 'en' ? 'page' : 'pagina';
      await expect(page).toHaveURL(`${TAG_BASE[language]}/${tag.slug}/${segment}/2/`);
      await expect(page.locator('h1')).toContainText(WORDS[language].pageOf);
      await expect(page.locator('main article').first()).toContainText(expected[perPage]?.title ?? '');
      // A later page has no counterpart: the two languages' lists differ in length.
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    });

    test("the article's JSON-LD names its tags as keywords, with its own keywords", async ({ page }) => {
      const article = articles[0];
      if (!article) throw new Error(`no ${language} article`);
      await page.goto(`${ARTICLE_BASE[language]}/${article.slug}/`);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const json = blocks.map((block) => JSON.parse(block) as { '@type'?: string; keywords?: string });
      const keywords = json.find((block) => block['@type'] === 'Article')?.keywords?.split(', ') ?? [];
      for (const slug of article.tags ?? []) expect(keywords).toContain(tagNamed(language, slug).name);
      for (const keyword of article.keywords)
        expect(keywords.map((each) => each.toLowerCase())).toContain(keyword.toLowerCase());
    });
  });
}

test('a tag no article carries has no page', async ({ request }) => {
  const carried = new Set(articleSummaries.flatMap((article) => article.tags ?? []));
  const unused = TAGS.en.find((tag) => !carried.has(tag.slug));
  if (!unused) throw new Error('every English tag has an article');
  expect((await request.get(`${TAG_BASE.en}/${unused.slug}/`, { maxRedirects: 0 })).status()).not.toBe(200);
});
