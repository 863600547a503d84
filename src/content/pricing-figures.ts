/** The pricing figures computed from content/pricing/ rather than written: the annual saving and the calculator's estimates. */

export type PlanPrices = { annual: number; monthly: number };

export type PricedPlan = { id: string; price: PlanPrices | string; candidates?: number | undefined };

/** `upTo: null`: every size above the band before it. */
export type SizeBand = { id: string; upTo: number | null };

/** Whole percent, rounded down so the page never promises more than the prices give. */
export function annualSavingPercent({ annual, monthly }: PlanPrices): number {
  return Math.floor(((monthly - annual) / monthly) * 100);
}

export function pricedPlans<Plan extends PricedPlan>(plans: readonly Plan[]): (Plan & { price: PlanPrices })[] {
  return plans.filter((plan): plan is Plan & { price: PlanPrices } => typeof plan.price !== 'string');
}

/** Every priced plan gives the same saving (the content step refuses others); undefined when none is priced. */
export function annualSaving(plans: readonly PricedPlan[]): number | undefined {
  const [first] = pricedPlans(plans);
  return first ? annualSavingPercent(first.price) : undefined;
}

/** The cheapest priced plan (annual) whose database holds the band's largest size; undefined means a quote. */
export function planForBand<Plan extends PricedPlan>(band: SizeBand, plans: readonly Plan[]) {
  const { upTo } = band;
  if (upTo === null) return undefined;
  const fitting = pricedPlans(plans).filter((plan) => plan.candidates !== undefined && plan.candidates >= upTo);
  return fitting.reduce<(typeof fitting)[number] | undefined>(
    (cheapest, plan) => (cheapest === undefined || plan.price.annual < cheapest.price.annual ? plan : cheapest),
    undefined,
  );
}
