import { expect, test } from '@playwright/test';
import featurePages from '../../src/generated/features';
import industryPages from '../../src/generated/industries';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { fillPath, pathTo } from '../../src/routes/paths';
import { typographic } from '../normalize-typography';

// The responsible-AI page is the reference for what the AI does:
// the marketing pages that used to say otherwise now say the same, as a visitor reads them.

/** The wording each page must now carry, and the wording it must no longer carry, per language. */
const EXPECTED: Record<
  Language,
  { automation: string[]; security: string[]; securityGone: RegExp; responsibleAi: string; automationGone: RegExp }
> = {
  en: {
    automation: ['Every message follows a rule you set', "Never the AI's score."],
    automationGone: /leaving them in one too long|moved into the pipeline/i,
    security: ['prefectural decree of appointment', 'showed us from the start who was missing the right papers'],
    securityGone: /criminal record|screened out/i,
    responsibleAi: 'never from a score',
  },
  it: {
    automation: ['Ogni messaggio parte da una regola che imposti tu', "Mai dal punteggio dell'AI."],
    automationGone: /lasciarlo troppo a lungo|entrano nella pipeline/i,
    security: ['decreto prefettizio di nomina', 'ci ha mostrato subito a chi mancavano i documenti giusti'],
    securityGone: /casellario|ha scartato/i,
    responsibleAi: 'mai dal punteggio',
  },
};

function pathOfFeature(language: Language, key: string): string {
  const found = featurePages.find((page) => page.language === language && page.translationKey === key);
  if (!found) throw new Error(`No ${language} feature page ${key}`);
  return fillPath('featureDetail', language, { slug: found.slug });
}

function pathOfIndustry(language: Language, key: string): string {
  const found = industryPages.find((page) => page.language === language && page.translationKey === key);
  if (!found) throw new Error(`No ${language} industry page ${key}`);
  return fillPath('industryDetail', language, { slug: found.slug });
}

for (const language of LANGUAGES) {
  const expected = EXPECTED[language];

  test(`${language}: the automation page says messages follow rules a person set, never the score`, async ({
    page,
  }) => {
    await page.goto(pathOfFeature(language, 'email-whatsapp-automation'));
    const main = page.locator('main');
    for (const words of expected.automation) await expect(main).toContainText(typographic(words));
    await expect(main).not.toContainText(expected.automationGone);
  });

  test(`${language}: the security page offers no criminal-record filter and rejects nobody`, async ({ page }) => {
    await page.goto(pathOfIndustry(language, 'security'));
    const main = page.locator('main');
    for (const words of expected.security) await expect(main).toContainText(typographic(words));
    await expect(main).not.toContainText(expected.securityGone);
  });

  test(`${language}: the responsible-AI page says automatic messages never start from a score`, async ({ page }) => {
    await page.goto(pathTo('responsibleAi', language));
    await expect(page.locator('main')).toContainText(typographic(expected.responsibleAi));
  });
}
