import { expect, test } from '@playwright/test';
import { waitForHydration } from './page-checks';
import logos from '../../src/generated/logos';
import testimonialsEn from '../../src/generated/testimonials/en';
import testimonialsIt from '../../src/generated/testimonials/it';

/** How many testimonials each language has, read from content/testimonials/. */
const TESTIMONIALS = { en: testimonialsEn.testimonials.length, it: testimonialsIt.testimonials.length };

const homes = [
  { language: 'en', path: '/en/', tabs: ['Find', 'Match', 'Engage', 'Track'], next: 'Next', previous: 'Previous' },
  {
    language: 'it',
    path: '/it/',
    tabs: ['Trova', 'Abbina', 'Coinvolgi', 'Monitora'],
    next: 'Successivo',
    previous: 'Precedente',
  },
] as const;

for (const home of homes) {
  test.describe(`home page (${home.language})`, () => {
    test('showcase tabs work with the mouse and the keyboard', async ({ page }) => {
      await page.goto(home.path);
      await waitForHydration(page);
      const tabs = page.locator('#showcase').getByRole('tab');
      await expect(tabs).toHaveText([...home.tabs]);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#showcase [role="tabpanel"]:visible')).toHaveCount(1);

      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#showcase-panel-engage')).toBeVisible();
      await expect(page.locator('#showcase-panel-find')).toBeHidden();

      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(page.locator('#showcase-panel-track')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator('#showcase-panel-find')).toBeFocused();
    });

    test('the testimonial carousel wraps both ways', async ({ page }) => {
      const count = TESTIMONIALS[home.language];
      const of = (position: number) => (home.language === 'en' ? `${position} of ${count}` : `${position} di ${count}`);
      await page.goto(home.path);
      await waitForHydration(page);
      const section = page.locator('#testimonials');
      const slides = section.locator('[role="group"][aria-roledescription]');
      await expect(slides).toHaveCount(count);
      const current = section.locator('[role="group"]:not([inert])');
      await expect(current).toHaveAttribute('aria-label', of(1));

      await section.getByRole('button', { name: home.previous }).click();
      await expect(current).toHaveAttribute('aria-label', of(count));
      await section.getByRole('button', { name: home.next }).click();
      await expect(current).toHaveAttribute('aria-label', of(1));
      // A dot leads straight to its slide: the last but one (the second of two).
      const target = count - 1;
      await section
        .getByRole('button', {
          name: home.language === 'en' ? `Show testimonial ${target}` : `Mostra la testimonianza ${target}`,
        })
        .click();
      await expect(current).toHaveAttribute('aria-label', of(target));
    });

    test('a testimonial citing a figure has its basis under the name, not inside the quote', async ({ page }) => {
      const testimonials = (home.language === 'en' ? testimonialsEn : testimonialsIt).testimonials;
      const cited = testimonials.find((testimonial) => testimonial.quoteBasis !== undefined);
      expect(cited).toBeDefined();
      await page.goto(home.path);
      const slide = page.locator('#testimonials figure').filter({ hasText: cited?.author ?? '' });
      await expect(slide.locator('blockquote')).toHaveText(cited?.quote ?? '');
      await expect(slide.locator('blockquote')).not.toContainText(cited?.quoteBasis ?? '');
      await expect(slide.locator('figcaption')).toContainText(cited?.quoteBasis ?? '');
    });

    test('the carousel works from the keyboard', async ({ page }) => {
      const count = TESTIMONIALS[home.language];
      const of = (position: number) => (home.language === 'en' ? `${position} of ${count}` : `${position} di ${count}`);
      await page.goto(home.path);
      await waitForHydration(page);
      const section = page.locator('#testimonials');
      const next = section.getByRole('button', { name: home.next });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      // Two steps forward from the first, wrapping round with two testimonials.
      await expect(section.locator('[role="group"]:not([inert])')).toHaveAttribute('aria-label', of((2 % count) + 1));
      await page.keyboard.press('Shift+Tab');
      await expect(
        section.getByRole('button', {
          name: home.language === 'en' ? `Show testimonial ${count}` : `Mostra la testimonianza ${count}`,
        }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(section.locator('[role="group"]:not([inert])')).toHaveAttribute('aria-label', of(count));
    });

    test('shows the press logos of its language', async ({ page }) => {
      const shown = logos.press.filter((logo) => logo.languages.includes(home.language)).map((logo) => logo.name);
      await page.goto(home.path);
      const press = page
        .getByRole('region', { name: home.language === 'en' ? /featured/i : /parlato|parlano|citati|scritto/i })
        .getByRole('img');
      await expect(press).toHaveCount(shown.length);
      const names = await press.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(names).toEqual(shown);
    });
  });
}

test.describe('the logo marquee', () => {
  const [first] = logos.customers;
  const last = logos.customers.at(-1);

  test('hides and logs a logo that fails to load', async ({ page }) => {
    // The schema asks for at least one customer logo; the others, however many, stay.
    if (!first) throw new Error('content/logos.yaml has no customer logo, which its schema refuses');
    const others = logos.customers.filter((logo) => logo.src !== first.src);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`**${first.src}`, (route) => route.abort());
    await page.goto('/en/');
    await waitForHydration(page);
    const marquee = page.getByTestId('logo-marquee');
    await expect(marquee.getByRole('img', { name: first.name, exact: true })).toHaveCount(0);
    for (const other of others)
      await expect(marquee.getByRole('img', { name: other.name, exact: true })).toHaveCount(1);
    await expect.poll(() => warnings.join('\n')).toContain(first.src);
  });

  test('moves, pauses on hover and with its button, and stands still under reduced motion', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const track = page.getByTestId('logo-marquee').locator('> div');
    const state = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('marquee');
    expect(await state()).toBe('running');
    await page.getByTestId('logo-marquee').hover();
    expect(await state()).toBe('paused');
    await page.mouse.move(0, 0);
    const pause = page.getByRole('button', { name: 'Pause the logos' });
    await pause.focus();
    expect(await state()).toBe('paused');
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.locator('h1').first().click();
    expect(await state()).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    // Standing still, every logo is in view: the list wraps instead of running off the side.
    const lastBox = await page
      .getByTestId('logo-marquee')
      .getByRole('img', { name: last?.name, exact: true })
      .boundingBox();
    expect((lastBox?.x ?? 0) + (lastBox?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});

test.describe('navigation between sections', () => {
  test('the features button lands on the pricing comparison', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await page.locator('#features').getByRole('link').click();
    await expect(page).toHaveURL('/en/pricing/#all-features');
    await expect(page.locator('#all-features')).toBeInViewport();
  });

  test('the Product menu leads from another page to a home section', async ({ page }) => {
    await page.goto('/it/articoli/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Prodotto' }).click();
    await page.getByRole('menuitem', { name: 'Testimonianze' }).click();
    await expect(page).toHaveURL('/it/#testimonials');
    // Smooth scrolling takes a moment: the section settles 80 px below the top, under the header.
    await expect
      .poll(() => page.locator('#testimonials').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(80);
  });
});
