export interface SpendCategory {
  id: string;
  label: string;
}

export const SPEND_CATEGORIES: SpendCategory[] = [
  { id: 'groceries', label: 'Groceries' },
  { id: 'dining', label: 'Dining out' },
  { id: 'gas', label: 'Gas' },
  { id: 'other', label: 'Everything else' },
];

export interface CashBackCard {
  name: string;
  annualFee: number;
  welcomeBonus: number;
  /** Cash back per dollar by spending category; `other` is the base rate. */
  rates: Record<string, number>;
}

/** What a card pays back on a year of monthly spending: first year (with the bonus) and after. */
export function cashBackValue(card: CashBackCard, monthlySpend: Record<string, number>) {
  const base = card.rates.other ?? 0;
  const yearly = Object.entries(monthlySpend).reduce(
    (sum, [category, spend]) => sum + Math.max(0, spend) * 12 * (card.rates[category] ?? base),
    0,
  );
  const rewards = Math.round(yearly * 100) / 100;
  return {
    rewards,
    firstYear: Math.round((rewards + card.welcomeBonus - card.annualFee) * 100) / 100,
    everyYear: Math.round((rewards - card.annualFee) * 100) / 100,
  };
}
