import type { z } from 'zod';
import type * as schemas from './schemas';

type Out<T extends z.ZodType> = z.infer<T>;
/** Every rates answer may be null: no data for that key, or (API only) a failure that was logged. */
type Answer<T extends z.ZodType> = Promise<Out<T> | null>;

/** Every call in site-and-lead-routing.md section 7's rates list, over the API or the embedded tables. */
export interface RatesSource {
  readonly name: 'api' | 'embedded';
  state(state: string, year?: number): Answer<typeof schemas.stateOverviewSchema>;
  statePremiums(state: string, year?: number): Answer<typeof schemas.statePremiumsSchema>;
  stateCheapest(state: string, year?: number): Answer<typeof schemas.stateCheapestSchema>;
  stateOther(state: string, year?: number): Answer<typeof schemas.stateProfilesSchema>;
  stateNonowners(state: string, year?: number): Answer<typeof schemas.stateNonownersSchema>;
  stateCost(state: string, year?: number): Answer<typeof schemas.stateCostSchema>;
  stateRates(state: string, year?: number): Answer<typeof schemas.stateRatesSchema>;
  stateCoverage(state: string): Answer<typeof schemas.stateCoverageSchema>;
  city(city: string, state: string, year?: number): Answer<typeof schemas.cityRatesSchema>;
  creditCardReview(card: 'all' | (string & {}), year?: number): Answer<typeof schemas.creditCardsSchema>;
  lender(vertical: string, lender: string, year?: number): Answer<typeof schemas.lenderSchema>;
  listicle(
    vertical: string,
    listicle: schemas.Listicle,
    year?: number,
  ): Answer<typeof schemas.listicleSchema>;
  nationalRatios(year?: number): Answer<typeof schemas.nationalRatiosSchema>;
  nationalCoverage(coverage: schemas.Coverage, year?: number): Answer<typeof schemas.nationalCoverageSchema>;
  largest(region: string, year?: number): Answer<typeof schemas.largestSchema>;
  reviews(region: string, year?: number): Answer<typeof schemas.regionReviewsSchema>;
  medicareSupplement(state: string, year?: number): Answer<typeof schemas.medicareSupplementSchema>;
  homeCalculator(year?: number): Answer<typeof schemas.homeCalculatorSchema>;
  autoCalculator(state: string, year?: number): Answer<typeof schemas.autoCalculatorSchema>;
  /** One query of an rds-files table, as sent (the alias retry lives in `queryPremiumTable`). */
  queryTable(
    table: schemas.RateTable,
    query: schemas.PremiumTableQuery,
  ): Answer<typeof schemas.premiumTableSchema>;
  bestAutoInsurerScores(): Answer<typeof schemas.insurerScoresSchema>;
  coverageRates(zip: string, year?: number): Answer<typeof schemas.coverageRatesSchema>;
  quotesByProfile(profile: schemas.QuoteProfile): Answer<typeof schemas.quotesByProfileSchema>;
  costOfLiving(year?: number): Answer<typeof schemas.costOfLivingSchema>;
}
