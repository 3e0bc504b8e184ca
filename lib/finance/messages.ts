/** The money hubs' own words: their quote boxes and lender rankings. */
export const FINANCE_TEXTS = {
  quoteTitle: (noun: string) => `Compare ${noun} offers near you`,
  quoteText:
    'Enter your ZIP code to see offers from our partners that serve your state. Seeing offers is free and does not affect your credit score.',
  quoteButton: 'Check rates',
} as const;
