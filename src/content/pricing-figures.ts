/**
 * The pricing page's figures that are computed from content/pricing/ rather than written: the
 * annual saving and the calculator's estimates. The schemas (src/content/schemas/pricing.ts) hold
 * the content to what these need; the page and its tests read the figures from here.
 */

/** A plan's price per user per month, in whole euro, for each way of paying. */
export type PlanPrices = { annual: number; monthly: number };

/** What the figures need of a plan: its id, its prices (absent when quoted) and its database limit. */
export type PricedPlan = { id: string; price: PlanPrices | string; candidates?: number | undefined };

/** What the figures need of a calculator band: its upper bound, or null for every size above the band before it. */
export type SizeBand = { id: string; upTo: number | null };

/**
 * The saving of annual over monthly billing, in whole percent, rounded down so the page never
 * promises more than the prices give (annual 270, monthly 340: 20.6 % → 20).
 */
export function annualSavingPercent({ annual, monthly }: PlanPrices): number {
  return Math.floor(((monthly - annual) / monthly) * 100);
}

/** The plans with a price of their own, rather than a quote. */
export function pricedPlans<Plan extends PricedPlan>(plans: readonly Plan[]): (Plan & { price: PlanPrices })[] {
  return plans.filter((plan): plan is Plan & { price: PlanPrices } => typeof plan.price !== 'string');
}

/**
 * The one saving the page states: every priced plan gives the same (the content step refuses
 * prices that do not); undefined when no plan has a price.
 */
export function annualSaving(plans: readonly PricedPlan[]): number | undefined {
  const [first] = pricedPlans(plans);
  return first ? annualSavingPercent(first.price) : undefined;
}

/**
 * The plan whose price the calculator shows for a band: the cheapest priced plan (on annual
 * billing) whose database holds the band's largest size; undefined when none does, and the price
 * is a quote (every size above the band before, or beyond the largest priced plan).
 */
export function planForBand<Plan extends PricedPlan>(band: SizeBand, plans: readonly Plan[]) {
  const { upTo } = band;
  if (upTo === null) return undefined;
  const fitting = pricedPlans(plans).filter((plan) => plan.candidates !== undefined && plan.candidates >= upTo);
  return fitting.reduce<(typeof fitting)[number] | undefined>(
    (cheapest, plan) => (cheapest === undefined || plan.price.annual < cheapest.price.annual ? plan : cheapest),
    undefined,
  );
}
