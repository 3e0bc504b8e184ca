import { z } from 'zod';
import { stateCodeSchema as stateCode } from '@/lib/format/fields';

/**
 * What each rates API endpoint answers, validated at the boundary. Both rates sources (the API
 * and the embedded tables) answer these shapes; pages see only the inferred types.
 */
const money = z.number().nonnegative();
const companyPremium = z.object({ company: z.string(), annual_premium: money });
export type CompanyPremium = z.infer<typeof companyPremium>;

export const COVERAGES = ['full', 'minimum'] as const;
export type Coverage = (typeof COVERAGES)[number];

export const stateOverviewSchema = z.object({
  state: stateCode,
  name: z.string(),
  year: z.int(),
  full_coverage: money,
  minimum_coverage: money,
  national_full_coverage: money,
  national_minimum_coverage: money,
  /** 1 is the cheapest of the 50 states and DC for full coverage. */
  rank: z.int().positive(),
  update_date: z.string(),
});

export const statePremiumsSchema = z.object({
  state: stateCode,
  year: z.int(),
  premiums: z.array(companyPremium.extend({ age: z.int(), coverage: z.enum(COVERAGES) })),
});

export const stateCheapestSchema = z.object({
  state: stateCode,
  year: z.int(),
  age: z.int(),
  full: z.array(companyPremium),
  minimum: z.array(companyPremium),
});

export const stateProfilesSchema = z.object({
  state: stateCode,
  year: z.int(),
  profiles: z.array(z.object({ profile: z.string(), annual_premium: money })),
});

export const stateNonownersSchema = z.object({
  state: stateCode,
  year: z.int(),
  average: money.nullable(),
  companies: z.array(companyPremium),
});

export const stateCostSchema = z.object({
  state: stateCode,
  year: z.int(),
  average_annual: money,
  average_monthly: money,
  median_household_income: money,
  /** Full coverage as a share of the median household's income (0.025 is 2.5%). */
  share_of_income: z.number(),
});

export const stateRatesSchema = z.object({
  state: stateCode,
  years: z.array(z.object({ year: z.int(), full_coverage: money, minimum_coverage: money })),
});

export const stateCoverageSchema = z.object({
  state: stateCode,
  levels: z.array(z.object({ level: z.string(), annual_premium: money })),
});

export const cityRatesSchema = z.object({
  city: z.string(),
  state: stateCode,
  year: z.int(),
  full_coverage: money,
  minimum_coverage: money,
  state_full_coverage: money,
  national_full_coverage: money,
  cheapest: z.array(companyPremium),
  cheapest_minimum: z.array(companyPremium),
});

export const creditCardSchema = z.object({
  card_id: z.string(),
  name: z.string(),
  card_type: z.string(),
  card_subheader: z.string(),
  etl_card_image: z.string().nullable(),
  annual_fee: money,
  apr_low: z.number(),
  apr_high: z.number(),
  reward_rate: z.number(),
  welcome_bonus: money,
  rating: z.number(),
  /** Cash back per dollar in bonus categories (groceries, dining, gas); `reward_rate` elsewhere. */
  category_rates: z.record(z.string(), z.number().nonnegative()),
  trueFalseFields: z.record(z.string(), z.boolean()),
  listicleFields: z.record(z.string(), z.string()),
});
export type CreditCard = z.infer<typeof creditCardSchema>;
export const creditCardsSchema = z.object({ cards: z.array(creditCardSchema) });

export const lenderSchema = z.object({
  vertical: z.string(),
  lender: z.string(),
  name: z.string(),
  apr_low: z.number(),
  apr_high: z.number(),
  amount_low: money,
  amount_high: money,
  min_credit_score: z.int(),
  rating: z.number(),
});
export type Lender = z.infer<typeof lenderSchema>;
export const LISTICLES = ['best', 'low-apr', 'fair-credit'] as const;
export type Listicle = (typeof LISTICLES)[number];
export const listicleSchema = z.object({
  vertical: z.string(),
  listicle: z.enum(LISTICLES),
  year: z.int(),
  lenders: z.array(lenderSchema),
});

export const nationalRatiosSchema = z.object({
  year: z.int(),
  companies: z.array(z.object({ company: z.string(), loss_ratio: z.number(), complaint_ratio: z.number() })),
});
export const nationalCoverageSchema = z.object({
  year: z.int(),
  coverage: z.enum(COVERAGES),
  annual_premium: money,
});
export const largestSchema = z.object({
  region: z.string(),
  year: z.int(),
  companies: z.array(z.object({ company: z.string(), market_share: z.number() })),
});
export const regionReviewsSchema = z.object({
  region: z.string(),
  year: z.int(),
  companies: z.array(
    z.object({
      company: z.string(),
      price: z.number(),
      claims: z.number(),
      service: z.number(),
      overall: z.number(),
    }),
  ),
});

export const medicareSupplementSchema = z.object({
  state: z.string(),
  year: z.int(),
  plans: z.array(z.object({ plan: z.string(), monthly_premium: money })),
});

export const homeCalculatorSchema = z.object({
  year: z.int(),
  states: z.array(z.object({ state: stateCode, premium_per_100k_dwelling: money })),
});

export const autoCalculatorSchema = z.object({
  state: stateCode,
  year: z.int(),
  /** Full coverage for a 35-year-old with a clean record and good credit. */
  base_annual_premium: money,
  minimum_share: z.number().positive(),
  age_factors: z.array(z.object({ age: z.int(), factor: z.number().positive() })),
  record_factors: z.array(z.object({ profile: z.string(), factor: z.number().positive() })),
});
export type AutoCalculatorData = z.infer<typeof autoCalculatorSchema>;

/** The rds-files tables a caller may query, and the columns each answers. */
export const RATE_TABLES = ['auto_premiums_by_company', 'auto_premiums_by_city'] as const;
export type RateTable = (typeof RATE_TABLES)[number];
export const premiumTableQuerySchema = z.object({
  state: stateCode.optional(),
  city: z.string().max(80).optional(),
  company: z.string().max(80).optional(),
  age: z.int().min(16).max(100).optional(),
  /** Rows ranked at most this (1 is the cheapest in its state, city, age and coverage). */
  rank: z.int().positive().max(100).optional(),
  updateDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type PremiumTableQuery = z.infer<typeof premiumTableQuerySchema>;
const premiumRowSchema = z.object({
  state: stateCode,
  city: z.string().nullable(),
  company: z.string(),
  age: z.int(),
  coverage: z.enum(COVERAGES),
  annual_premium: money,
  rank: z.int().positive(),
  update_date: z.string(),
});
export type PremiumRow = z.infer<typeof premiumRowSchema>;
export const premiumTableSchema = z.object({ table: z.enum(RATE_TABLES), rows: z.array(premiumRowSchema) });

export const insurerScoresSchema = z.object({
  rows: z.array(z.object({ company: z.string(), score: z.number() })),
});

export const coverageRatesSchema = z.object({
  zip_code: z.string(),
  state: stateCode,
  levels: z.array(z.object({ level: z.string(), annual_premium: money })),
});

export const quoteProfileSchema = z.object({
  state: stateCode,
  age: z.int().min(16).max(100),
  coverage: z.enum(COVERAGES),
});
export type QuoteProfile = z.infer<typeof quoteProfileSchema>;
export const quotesByProfileSchema = z.object({
  profile: quoteProfileSchema,
  quotes: z.array(companyPremium.extend({ monthly_premium: money })),
});

export const costOfLivingSchema = z.object({
  year: z.int(),
  data: z.array(
    z.object({
      city: z.string(),
      state: stateCode,
      index: z.number(),
      housing: z.number(),
      groceries: z.number(),
      transportation: z.number(),
      healthcare: z.number(),
      utilities: z.number(),
      median_rent: money,
    }),
  ),
});
export type CostOfLivingRow = z.infer<typeof costOfLivingSchema>['data'][number];
