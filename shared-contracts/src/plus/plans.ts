/**
 * Sporting Life Plus: the paid tier (spec document 1, sections 1 and 6; document 2, sections 1 and 6). The spec
 * names the tier and what it unlocks but prints no price: the prices are the product's own choice, recorded in
 * mfe-account/README.md.
 */
export const PLUS_PLAN_IDS = ['monthly', 'annual'] as const;
export type PlusPlanId = (typeof PLUS_PLAN_IDS)[number];

export interface PlusPlan {
  id: PlusPlanId;
  name: string;
  /** Price per period in pence (GBP, VAT included). */
  pricePence: number;
  /** How long one paid period lasts. */
  period: 'month' | 'year';
}

export const PLUS_PLANS: Record<PlusPlanId, PlusPlan> = {
  monthly: { id: 'monthly', name: 'Monthly', pricePence: 499, period: 'month' },
  annual: { id: 'annual', name: 'Annual', pricePence: 4999, period: 'year' },
};

export const PLUS_CURRENCY = 'GBP';

export const isPlusPlanId = (value: unknown): value is PlusPlanId =>
  typeof value === 'string' && (PLUS_PLAN_IDS as readonly string[]).includes(value);

/** Pence as pounds the way a UK shop prints them: £4.99, £50 (no pence when whole). */
export function formatGbp(pence: number): string {
  if (!Number.isInteger(pence) || pence < 0) throw new RangeError(`not a price in pence: ${pence}`);
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  return rest === 0 ? `£${pounds}` : `£${pounds}.${String(rest).padStart(2, '0')}`;
}

/** "£4.99 a month", "£49.99 a year". */
export const planPriceLabel = (plan: PlusPlan): string => `${formatGbp(plan.pricePence)} a ${plan.period}`;

/** What the annual plan saves against twelve monthly payments, in pence (never negative). */
export function annualSavingPence(plans: Record<PlusPlanId, PlusPlan> = PLUS_PLANS): number {
  return Math.max(0, plans.monthly.pricePence * 12 - plans.annual.pricePence);
}

/**
 * When a paid period that starts at `start` ends: one calendar month or year later, in UTC, held to the last day
 * of a shorter month (31 January + 1 month = 28 or 29 February; 29 February + 1 year = 28 February).
 */
export function periodEnd(start: Date, period: PlusPlan['period']): Date {
  const months = period === 'month' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/**
 * What Plus adds: only what the site really gates behind the paid product. The race data endpoint sends these
 * fields only with a product token that has access (mfe-racing server/racecard/present.ts) and the racecard
 * shows them only then. (The TF Live menu item also shows only to premium members, document 2 section 6, but the
 * page behind it is open to all, so it is not sold as a benefit.)
 */
export const PLUS_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: "Analyst's 1-2-3 and star ratings",
    text: "Our analysts' first three picks and a rating of up to five stars for every runner on every racecard.",
  },
  {
    title: "Analysts' comments",
    text: 'A written verdict on each runner from the analysts who rate the race.',
  },
  {
    title: 'Adjusted ratings',
    text: "Each runner's pre-race adjusted rating with its master symbol, and the race's top-rated runner marked.",
  },
  {
    title: 'Runner flags',
    text: 'Horse in focus, warning horse, jockey and trainer uplift, hot and cold trainers, sectional and course form flags.',
  },
  {
    title: 'Smart stats',
    text: 'Three statistics lines for every race that pick out the trends worth knowing.',
  },
];
