/**
 * What a cash-back card pays on a visitor's monthly spending, by the terms its subheader promises.
 *
 * A flat or fixed-category card pays its category rate on every dollar of that category and its
 * base rate (`rates.other`) on everything else.
 *
 * A rotating-category card ("5% in quarterly categories") pays its bonus rate only on the
 * categories the issuer picks for the quarter, and only up to a spending cap each quarter ($1,500
 * on the common cards). Next year's categories are unknown, so the model assumes:
 *  - each of the visitor's named categories (groceries, dining, gas) is the bonus category in one
 *    quarter of four, and no two share a quarter, so the cap applies to that category alone;
 *  - in its bonus quarter a category earns the bonus rate up to the cap and the base rate above it;
 *  - in the other three quarters, and on "everything else" all year, spending earns the base rate;
 *  - spending is the same every month.
 * The rates data gives such a card a flat 2% in each named category (5% one quarter and 1% the
 * other three, averaged). That ignores the cap, so it overpays anyone spending more than $500 a
 * month in a category, and a visitor reading "5%" next to a 2% rate has no way to check it; the
 * calculator uses this model instead and says so beside the results.
 */
import type { CreditCard } from '@/lib/rates/schemas';
import { formatValue } from '@/lib/format/display';
import { toCents } from './amortization';

interface SpendCategory {
  id: string;
  label: string;
}

/** The category every card pays its base rate on, and the one a rotating card never rotates into. */
const EVERYTHING_ELSE = 'other';

export const SPEND_CATEGORIES: SpendCategory[] = [
  { id: 'groceries', label: 'Groceries' },
  { id: 'dining', label: 'Dining out' },
  { id: 'gas', label: 'Gas' },
  { id: EVERYTHING_ELSE, label: 'Everything else' },
];

/** The quarterly bonus-spending cap of the common 5% rotating cards. */
export const ROTATING_QUARTERLY_CAP = 1_500;

interface RotatingBonus {
  /** Cash back per dollar on the quarter's bonus category, up to the cap. */
  rate: number;
  /** Bonus-category spending per quarter that earns `rate`; spending above it earns the base rate. */
  quarterlyCap: number;
}

export interface CashBackCard {
  name: string;
  /** The card's headline terms as the visitor reads them ("5% in quarterly categories"). */
  promise?: string;
  annualFee: number;
  welcomeBonus: number;
  /** Cash back per dollar by spending category; `other` is the base rate. */
  rates: Record<string, number>;
  /** Set for a rotating-category card: its bonus replaces any category rates. */
  rotating?: RotatingBonus;
}

const rotatingLabels = (() => {
  const labels = SPEND_CATEGORIES.filter(({ id }) => id !== EVERYTHING_ELSE).map(({ label }) =>
    label.toLowerCase(),
  );
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
})();

/** What the calculator tells visitors about its figures, in one place. */
export const CASH_BACK_TEXTS = {
  caption: 'Cash back on your spending, by card, most every year first',
  columns: { card: 'Card', rate: 'Effective rate', firstYear: 'First year', everyYear: 'Every year' },
  noSpending: 'None',
  feesAndBonus:
    'Effective rate is cash back per dollar you spend, before the fee and bonus. First year includes ' +
    'the welcome bonus; both years subtract the annual fee. Sample card terms.',
  rotatingAssumption: (card: CashBackCard & { rotating: RotatingBonus }) =>
    `${card.name}: assumes ${rotatingLabels} are each the bonus category one quarter in four, earning ` +
    `${formatValue(card.rotating.rate, 'percent')} on up to ${formatValue(card.rotating.quarterlyCap, 'dollar')} ` +
    `of spending that quarter; all other spending earns ` +
    `${formatValue(card.rates[EVERYTHING_ELSE] ?? 0, 'percent')}.`,
} as const;

// Matches how rotating cards state their terms: "5% in quarterly categories", "5% cash back in rotating categories".
const ROTATING_PROMISE = /(\d+(?:\.\d+)?)%(?: cash back)? in (?:quarterly|rotating)(?: bonus)? categories/i;

/** A rates-data card as the calculator models it: a rotating card is recognised by its promise. */
export function cashBackCard(card: CreditCard): CashBackCard {
  const rotating = ROTATING_PROMISE.exec(card.card_subheader);
  const terms = {
    name: card.name,
    promise: card.card_subheader,
    annualFee: card.annual_fee,
    welcomeBonus: card.welcome_bonus,
  };
  if (!rotating) return { ...terms, rates: { [EVERYTHING_ELSE]: card.reward_rate, ...card.category_rates } };
  return {
    ...terms,
    // The data's category rates for this card are the uncapped yearly average the model replaces.
    rates: { [EVERYTHING_ELSE]: card.reward_rate },
    rotating: { rate: Number(rotating[1]) / 100, quarterlyCap: ROTATING_QUARTERLY_CAP },
  };
}

export const isRotating = (card: CashBackCard): card is CashBackCard & { rotating: RotatingBonus } =>
  card.rotating !== undefined;

/** A year of cash back in one category, unrounded. */
function categoryRewards(card: CashBackCard, category: string, monthly: number): number {
  const base = card.rates[EVERYTHING_ELSE] ?? 0;
  const yearly = Math.max(0, monthly) * 12;
  if (!card.rotating || category === EVERYTHING_ELSE) return yearly * (card.rates[category] ?? base);
  const atBonus = Math.min(yearly / 4, card.rotating.quarterlyCap);
  return atBonus * card.rotating.rate + (yearly - atBonus) * base;
}

/** A year of cash back on all of the spending, unrounded. */
const yearlyRewards = (card: CashBackCard, monthlySpend: Record<string, number>) =>
  Object.entries(monthlySpend).reduce(
    (sum, [category, spend]) => sum + categoryRewards(card, category, spend),
    0,
  );

/** What a card pays back on a year of monthly spending: first year (with the bonus) and after. */
export function cashBackValue(card: CashBackCard, monthlySpend: Record<string, number>) {
  const rewards = toCents(yearlyRewards(card, monthlySpend));
  return {
    rewards,
    firstYear: toCents(rewards + card.welcomeBonus - card.annualFee),
    everyYear: toCents(rewards - card.annualFee),
  };
}

/**
 * Cash back per dollar across all of the spending, before fees and bonus: the one figure a
 * visitor can hold against the card's promise. Null when nothing is spent.
 */
export function effectiveRate(card: CashBackCard, monthlySpend: Record<string, number>): number | null {
  const spent = Object.values(monthlySpend).reduce((sum, spend) => sum + Math.max(0, spend) * 12, 0);
  return spent === 0 ? null : yearlyRewards(card, monthlySpend) / spent;
}
