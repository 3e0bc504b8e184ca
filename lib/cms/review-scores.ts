import { z } from 'zod';
import type { ReviewVertical } from '@/lib/insurance/companies';

/**
 * How a review's score is made: each vertical's factors and their weights. The score is the
 * weighted mean of the factor scores, rounded to one decimal, and a review's stored rating must
 * equal it (tests/unit/cms/reviews-content.test.ts), so the breakdown a visitor reads adds up.
 */
const REVIEW_FACTORS = ['price', 'claims', 'satisfaction', 'coverage', 'strength', 'policies'] as const;
type ReviewFactor = (typeof REVIEW_FACTORS)[number];

export const FACTOR_LABELS: Record<ReviewFactor, string> = {
  price: 'Price',
  claims: 'Claims handling',
  satisfaction: 'Customer satisfaction',
  coverage: 'Coverage options',
  strength: 'Financial strength',
  policies: 'Policy choice',
};

export const FACTOR_WEIGHTS: Record<ReviewVertical, Partial<Record<ReviewFactor, number>>> = {
  auto: { price: 0.35, claims: 0.25, satisfaction: 0.2, coverage: 0.2 },
  homeowners: { price: 0.25, claims: 0.3, coverage: 0.25, satisfaction: 0.2 },
  renters: { price: 0.35, coverage: 0.25, claims: 0.2, satisfaction: 0.2 },
  life: { strength: 0.3, policies: 0.25, price: 0.25, satisfaction: 0.2 },
};

/** A Strapi repeatable component `review.factor-score`. */
export const factorScoreSchema = z.object({
  factor: z.enum(REVIEW_FACTORS),
  score: z.number().min(1).max(5),
});
export type FactorScore = z.infer<typeof factorScoreSchema>;

/** The weighted score, rounded half up to one decimal; null when a factor of the vertical is missing. */
export function weightedScore(vertical: ReviewVertical, scores: readonly FactorScore[]): number | null {
  let total = 0;
  for (const [factor, weight] of Object.entries(FACTOR_WEIGHTS[vertical])) {
    const found = scores.find((entry) => entry.factor === factor);
    if (!found) return null;
    total += found.score * weight;
  }
  return Math.round(Number((total * 10).toFixed(6))) / 10;
}
