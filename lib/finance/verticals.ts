/**
 * The money side of the site (site-and-lead-routing.md section 1): personal, student, auto and
 * business loans, mortgages, credit cards and banking. Each has a hub from the CMS (page type
 * `finance`, at `/{hub}/`), a quote vertical its "check rates" forms and banner send to the ad
 * server, and the calculators its hub offers.
 *
 * Decisions: the hubs live at the top of the site (`/personal-loans/`, `/credit-cards/`), as
 * visitors and search engines know such pages, not under `/insurance/`; the mortgage hub's quote
 * vertical is `mortgage` and the others' the hub's name with `_` (`personal_loans`), which is also
 * the vertical label their page views carry. All seven go to the money site's partner, banking
 * included (the spec's "loans, cards, mortgage and marketing" leaves banking unnamed; it is money,
 * not insurance). On the embedded engine that holds for business loans too, whose fallback stays
 * the one configuration names (FALLBACK_BUSINESS_LOANS_PARTNER), as the spec has it.
 */

export const FINANCE_VERTICALS = [
  {
    hub: 'personal-loans',
    quoteVertical: 'personal_loans',
    label: 'Personal loans',
    noun: 'personal loan',
    tools: ['personal-loan-calculator'],
  },
  {
    hub: 'student-loans',
    quoteVertical: 'student_loans',
    label: 'Student loans',
    noun: 'student loan',
    tools: ['compound-interest-calculator'],
  },
  {
    hub: 'auto-loans',
    quoteVertical: 'auto_loans',
    label: 'Auto loans',
    noun: 'auto loan',
    tools: ['personal-loan-calculator'],
  },
  {
    hub: 'business-loans',
    quoteVertical: 'business_loans',
    label: 'Business loans',
    noun: 'business loan',
    tools: ['personal-loan-calculator'],
  },
  {
    hub: 'mortgages',
    quoteVertical: 'mortgage',
    label: 'Mortgages',
    noun: 'mortgage',
    tools: ['mortgage-calculator', 'fha-loan-calculator', 'fha-refinance-calculator', 'pmi-calculator'],
  },
  {
    hub: 'credit-cards',
    quoteVertical: 'credit_cards',
    label: 'Credit cards',
    noun: 'credit card',
    tools: ['cash-back-calculator'],
  },
  {
    hub: 'banking',
    quoteVertical: 'banking',
    label: 'Banking',
    noun: 'savings',
    tools: ['compound-interest-calculator'],
  },
] as const;

export type FinanceVertical = (typeof FINANCE_VERTICALS)[number];
export type FinanceQuoteVertical = FinanceVertical['quoteVertical'];

export const financeHubPath = (hub: string) => `/${hub}/`;

export const financeByHub = (hub: string): FinanceVertical | null =>
  FINANCE_VERTICALS.find((entry) => entry.hub === hub) ?? null;

export const financeByQuoteVertical = (vertical: string): FinanceVertical | null =>
  FINANCE_VERTICALS.find((entry) => entry.quoteVertical === vertical) ?? null;

export const isFinanceQuoteVertical = (vertical: string): vertical is FinanceQuoteVertical =>
  financeByQuoteVertical(vertical) !== null;
