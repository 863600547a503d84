import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import comparison from '../../generated/comparison/en';
import features from '../../generated/features';
import industries from '../../generated/industries';
import integrationsEn from '../../generated/integrations-page/en';
import integrationsIt from '../../generated/integrations-page/it';
import pricingEn from '../../generated/pricing/en';
import pricingIt from '../../generated/pricing/it';
import { normalizeTypography } from '../../../tests/normalize-typography';

// Where a page sells a capability only some plans include, it names
// those plans as the pricing page does, so the pages and the plan comparison agree.
const PRICING = { en: pricingEn, it: pricingIt } as const;
const LANGUAGES = ['en', 'it'] as const;

/** The names, in `language`, of the plans the comparison row `rowId` marks. */
function plansOf(rowId: string, language: (typeof LANGUAGES)[number]) {
  const row = comparison.categories.flatMap((category) => category.rows).find((candidate) => candidate.id === rowId);
  if (!row) throw new Error(`No comparison row "${rowId}" in content/pricing/comparison.yaml`);
  return PRICING[language].plans.filter((plan) => row.plans.includes(plan.id)).map((plan) => plan.name);
}

const expectNames = (text: string | undefined, names: readonly string[]) => {
  for (const name of names) expect(text).toContain(name);
};

describe('plan-limited capabilities name their plans', () => {
  it.each(LANGUAGES)('the career page (%s): in its hero and its FAQ', (language) => {
    const page = features.find((item) => item.translationKey === 'career-page' && item.language === language);
    const hero = page?.sections.find((section) => section.type === 'hero');
    const faq = page?.sections.find((section) => section.type === 'faq');
    const names = plansOf('career-page-creation', language);
    expectNames(hero?.type === 'hero' ? hero.eyebrow : undefined, names);
    expectNames(faq?.type === 'faq' ? faq.items[0]?.answer : undefined, names);
  });

  it.each(LANGUAGES)('the agencies page (%s): the margin and profitability analysis, live', (language) => {
    const page = industries.find((item) => item.translationKey === 'agencies-rpo' && item.language === language);
    const faq = page?.sections.find((section) => section.type === 'faq');
    const answer = faq?.type === 'faq' ? faq.items[0]?.answer : undefined;
    expectNames(answer, [...plansOf('cost-margin-reports', language), ...plansOf('profitability-analysis', language)]);
    // Named as the Agency card names them, never with the coming-soon badge.
    const agency = PRICING[language].plans.find((plan) => plan.id === 'agency');
    expect(agency?.features.some((feature) => feature.comingSoon)).toBe(false);
  });

  it.each(LANGUAGES)('the integrations directory (%s): tool integrations and the API', (language) => {
    const content = { en: integrationsEn, it: integrationsIt }[language];
    for (const row of ['tool-integrations', 'api-access']) expectNames(content.planNote, plansOf(row, language));
    expectNames(content.request.text, plansOf('api-access', language));
  });

  it('the articles offer the free trial only with the plans that have one', () => {
    const articles = {
      en: ['evolution-of-applicant-tracking-with-ai', 'staffing-agencies-ai-candidate-database'],
      it: ['evoluzione-applicant-tracking-con-ai', 'agenzie-per-il-lavoro-valorizzare-database-candidati'],
    } as const;
    for (const language of LANGUAGES) {
      const names = PRICING[language].plans.filter((plan) => plan.booking === 'trial').map((plan) => plan.name);
      for (const slug of articles[language]) {
        const text = normalizeTypography(readFileSync(`content/articles/${language}/${slug}.md`, 'utf8'));
        const trialSentences = text
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => /free trial|free for 14|prova gratuita|gratis per 14/i.test(sentence));
        expect(trialSentences.length, slug).toBeGreaterThan(0);
        for (const sentence of trialSentences) expectNames(sentence, names);
      }
    }
  });
});
