/** The money hubs' own words: their quote boxes and lender rankings. */
export const FINANCE_TEXTS = {
  quoteTitle: (noun: string) => `Compare ${noun} offers near you`,
  quoteText:
    'Enter your ZIP code to see offers from our partners that serve your state. Seeing offers is free and does not affect your credit score.',
  quoteButton: 'Check rates',
} as const;

/** The credit cards hub's prequalification box. */
export const CREDIT_MATCHES_TEXTS = {
  title: 'See which cards fit your credit',
  text: 'Tell our card partner your credit range to see the sample cards that usually suit it. Checking does not affect your credit score.',
  button: 'Check my card matches',
  loading: 'Loading the card partner’s form…',
} as const;
