import 'server-only';
import { zipToState } from '@/lib/zip/zip-to-state';
import { embeddedRatesData } from './embedded-data';
import { MEDICARE_DC_NAME } from './paths';
import type { CompanyPremium, Coverage, PremiumRow } from './schemas';
import type { RatesSource } from './source';
import { DEFAULT_DATA_YEAR, isStateYear, LOANS_DEFAULT_YEAR, SCORE_WEIGHTS } from './constants';

const CHEAPEST_COUNT = 5;
const REFERENCE_AGE = 35;
const round = (value: number) => Math.round(value);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const sameName = (a: string, b: string) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }) === 0;
const cheapestFirst = (rows: CompanyPremium[]) =>
  [...rows].sort((a, b) => a.annual_premium - b.annual_premium);

/**
 * The rates API's answers computed from the sample tables in data/rates/. Queries go by state,
 * city, company, age and rank the way the rds-files tables are queried; years other than the
 * data year scale the company tables by the state's average for that year.
 */
export function createEmbeddedRatesSource(): RatesSource {
  const data = embeddedRatesData;
  const stateOf = (code: string) => data().states.find((state) => state.state === code) ?? null;
  const average = (code: string, year: number) =>
    stateOf(code)?.averages.find((entry) => entry.year === year) ?? null;
  const nationalFor = (year: number) => data().national.coverage.find((entry) => entry.year === year) ?? null;
  /** How a year's prices compare with the data year's, for scaling company tables. */
  const yearScale = (code: string, year: number) => {
    const then = average(code, year);
    const now = average(code, DEFAULT_DATA_YEAR);
    return then && now ? then.full_coverage / now.full_coverage : null;
  };
  const companyRows = (code: string) => data().companyPremiumsByState.get(code) ?? [];
  const companiesIn = (code: string) => new Set(companyRows(code).map((row) => row.company));
  const premiumsAt = (code: string, age: number, coverage: Coverage, scale = 1): CompanyPremium[] =>
    cheapestFirst(
      companyRows(code)
        .filter((row) => row.age === age && row.coverage === coverage)
        .map((row) => ({ company: row.company, annual_premium: round(row.annual_premium * scale) })),
    );
  const validYear = (year: number) => isStateYear(year);

  const source: RatesSource = {
    name: 'embedded',

    async state(code, year = DEFAULT_DATA_YEAR) {
      const state = stateOf(code);
      const own = average(code, year);
      const national = nationalFor(year);
      if (!state || !own || !national) return null;
      const rank =
        data().states.filter(
          (other) => (average(other.state, year)?.full_coverage ?? Infinity) < own.full_coverage,
        ).length + 1;
      return {
        state: code,
        name: state.name,
        year,
        full_coverage: own.full_coverage,
        minimum_coverage: own.minimum_coverage,
        national_full_coverage: national.full_coverage,
        national_minimum_coverage: national.minimum_coverage,
        rank,
        update_date: data().updateDate,
      };
    },

    async statePremiums(code, year = DEFAULT_DATA_YEAR) {
      const scale = validYear(year) ? yearScale(code, year) : null;
      if (scale === null) return null;
      const premiums = companyRows(code).map(({ company, age, coverage, annual_premium }) => ({
        company,
        age,
        coverage,
        annual_premium: round(annual_premium * scale),
      }));
      return { state: code, year, premiums };
    },

    async stateCheapest(code, year = DEFAULT_DATA_YEAR) {
      const scale = validYear(year) ? yearScale(code, year) : null;
      if (scale === null) return null;
      return {
        state: code,
        year,
        age: REFERENCE_AGE,
        full: premiumsAt(code, REFERENCE_AGE, 'full', scale).slice(0, CHEAPEST_COUNT),
        minimum: premiumsAt(code, REFERENCE_AGE, 'minimum', scale).slice(0, CHEAPEST_COUNT),
      };
    },

    async stateOther(code, year = DEFAULT_DATA_YEAR) {
      const scale = validYear(year) ? yearScale(code, year) : null;
      const state = stateOf(code);
      if (scale === null || !state) return null;
      const profiles = state.profiles.map((entry) => ({
        ...entry,
        annual_premium: round(entry.annual_premium * scale),
      }));
      return { state: code, year, profiles };
    },

    async stateNonowners(code, year = DEFAULT_DATA_YEAR) {
      const scale = validYear(year) ? yearScale(code, year) : null;
      const state = stateOf(code);
      if (scale === null || !state) return null;
      const companies = cheapestFirst(
        state.nonowners.map((entry) => ({ ...entry, annual_premium: round(entry.annual_premium * scale) })),
      );
      const total = companies.reduce((sum, entry) => sum + entry.annual_premium, 0);
      return {
        state: code,
        year,
        average: companies.length ? round(total / companies.length) : null,
        companies,
      };
    },

    async stateCost(code, year = DEFAULT_DATA_YEAR) {
      const state = stateOf(code);
      const own = validYear(year) ? average(code, year) : null;
      if (!state || !own) return null;
      return {
        state: code,
        year,
        average_annual: own.full_coverage,
        average_monthly: round(own.full_coverage / 12),
        median_household_income: state.cost.median_household_income,
        share_of_income:
          Math.round((own.full_coverage / state.cost.median_household_income) * 10_000) / 10_000,
      };
    },

    async stateRates(code, year = DEFAULT_DATA_YEAR) {
      const state = stateOf(code);
      if (!state || !validYear(year)) return null;
      return { state: code, years: state.averages.filter((entry) => entry.year <= year) };
    },

    async stateCoverage(code) {
      const state = stateOf(code);
      return state ? { state: code, levels: state.coverage_levels } : null;
    },

    async city(name, code, year = DEFAULT_DATA_YEAR) {
      const city = data().cities.find((entry) => entry.state === code && sameName(entry.city, name));
      const state = average(code, year);
      const national = nationalFor(year);
      if (!city || !state || !national || year !== city.year) return null;
      const rows = (data().cityPremiumsByState.get(code) ?? []).filter((row) => row.city === city.city);
      const at = (coverage: Coverage) =>
        cheapestFirst(
          rows
            .filter((row) => row.coverage === coverage)
            .map(({ company, annual_premium }) => ({ company, annual_premium })),
        ).slice(0, CHEAPEST_COUNT);
      return {
        city: city.city,
        state: code,
        year,
        full_coverage: city.full_coverage,
        minimum_coverage: city.minimum_coverage,
        state_full_coverage: state.full_coverage,
        national_full_coverage: national.full_coverage,
        cheapest: at('full'),
        cheapest_minimum: at('minimum'),
      };
    },

    async creditCardReview(card) {
      const cards = data().creditCards.filter(
        (entry) => card === 'all' || sameName(entry.name, card) || entry.card_id === card,
      );
      return cards.length ? { cards } : null;
    },

    async lender(vertical, lender) {
      return data().lenders.find((entry) => entry.vertical === vertical && entry.lender === lender) ?? null;
    },

    async listicle(vertical, listicle, year = LOANS_DEFAULT_YEAR) {
      const lenders = data().lenders.filter((entry) => entry.vertical === vertical);
      if (lenders.length === 0) return null;
      const order = {
        best: (a: (typeof lenders)[number], b: (typeof lenders)[number]) => b.rating - a.rating,
        'low-apr': (a: (typeof lenders)[number], b: (typeof lenders)[number]) => a.apr_low - b.apr_low,
        'fair-credit': (a: (typeof lenders)[number], b: (typeof lenders)[number]) =>
          a.min_credit_score - b.min_credit_score,
      }[listicle];
      return { vertical, listicle, year, lenders: [...lenders].sort(order) };
    },

    async nationalRatios(year = DEFAULT_DATA_YEAR) {
      return nationalFor(year) ? { year, companies: data().national.ratios } : null;
    },

    async nationalCoverage(coverage, year = DEFAULT_DATA_YEAR) {
      const national = nationalFor(year);
      if (!national) return null;
      return {
        year,
        coverage,
        annual_premium: coverage === 'full' ? national.full_coverage : national.minimum_coverage,
      };
    },

    async largest(region, year = DEFAULT_DATA_YEAR) {
      if (!nationalFor(year)) return null;
      const inRegion = region === 'US' ? null : companiesIn(region);
      if (inRegion?.size === 0) return null;
      const shares = data().national.market_share.filter((entry) => !inRegion || inRegion.has(entry.company));
      const total = shares.reduce((sum, entry) => sum + entry.share, 0);
      const companies = shares
        .map((entry) => ({
          company: entry.company,
          market_share: region === 'US' ? entry.share : Math.round((entry.share / total) * 1000) / 1000,
        }))
        .sort((a, b) => b.market_share - a.market_share);
      return { region, year, companies };
    },

    async reviews(region, year = DEFAULT_DATA_YEAR) {
      if (!nationalFor(year)) return null;
      const inRegion = region === 'US' ? null : companiesIn(region);
      if (inRegion?.size === 0) return null;
      const companies = data()
        .national.reviews.filter((entry) => !inRegion || inRegion.has(entry.company))
        .map((entry) => ({ ...entry, overall: oneDecimal((entry.price + entry.claims + entry.service) / 3) }))
        .sort((a, b) => b.overall - a.overall);
      return { region, year, companies };
    },

    async medicareSupplement(code, year = DEFAULT_DATA_YEAR) {
      const state = stateOf(code);
      if (!state || !validYear(year)) return null;
      return { state: code === 'DC' ? MEDICARE_DC_NAME : state.name, year, plans: state.medicare_supplement };
    },

    async homeCalculator(year = DEFAULT_DATA_YEAR) {
      if (!validYear(year)) return null;
      return {
        year,
        states: data().states.map((state) => ({ state: state.state, ...state.home_calculator })),
      };
    },

    async autoCalculator(code, year = DEFAULT_DATA_YEAR) {
      const state = stateOf(code);
      const scale = validYear(year) ? yearScale(code, year) : null;
      if (!state || scale === null) return null;
      const rows = companyRows(code).filter((row) => row.coverage === 'full');
      const mean = (age: number) => {
        const at = rows.filter((row) => row.age === age);
        return at.reduce((sum, row) => sum + row.annual_premium, 0) / Math.max(1, at.length);
      };
      const ages = [...new Set(rows.map((row) => row.age))].sort((a, b) => a - b);
      const clean = state.profiles[0]?.annual_premium ?? 1;
      return {
        state: code,
        year,
        base_annual_premium: round(state.auto_calculator.base_annual_premium * scale),
        minimum_share: state.auto_calculator.minimum_share,
        age_factors: ages.map((age) => ({
          age,
          factor: Math.round((mean(age) / mean(REFERENCE_AGE)) * 1000) / 1000,
        })),
        record_factors: state.profiles.map((entry) => ({
          profile: entry.profile,
          factor: Math.round((entry.annual_premium / clean) * 1000) / 1000,
        })),
      };
    },

    async queryTable(table, query) {
      const city = table === 'auto_premiums_by_city';
      const byState = city ? data().cityPremiumsByState : data().companyPremiumsByState;
      const rows: PremiumRow[] = query.state
        ? (byState.get(query.state) ?? [])
        : city
          ? data().cityPremiums
          : data().companyPremiums;
      const matched = rows.filter(
        (row) =>
          (!query.state || row.state === query.state) &&
          (!query.city || (row.city !== null && sameName(row.city, query.city))) &&
          (!query.company || sameName(row.company, query.company)) &&
          (query.age === undefined || row.age === query.age) &&
          (query.rank === undefined || row.rank <= query.rank) &&
          (!query.updateDate || row.update_date === query.updateDate),
      );
      return { table, rows: matched };
    },

    async bestAutoInsurerScores() {
      const rows = data()
        .national.reviews.map((entry) => ({
          company: entry.company,
          score: oneDecimal(
            SCORE_WEIGHTS.price * entry.price +
              SCORE_WEIGHTS.claims * entry.claims +
              SCORE_WEIGHTS.service * entry.service,
          ),
        }))
        .sort((a, b) => b.score - a.score);
      return { rows };
    },

    async coverageRates(zip) {
      const lookup = zipToState(zip);
      const code = lookup.ok ? lookup.state.slice(0, 2) : null;
      const state = code ? stateOf(code) : null;
      return state ? { zip_code: zip, state: state.state, levels: state.coverage_levels } : null;
    },

    async quotesByProfile(profile) {
      const { ages } = data();
      // The table has a few reference ages; a driver gets the nearest one's prices.
      const age = ages.reduce((best, candidate) =>
        Math.abs(candidate - profile.age) < Math.abs(best - profile.age) ? candidate : best,
      );
      const quotes = premiumsAt(profile.state, age, profile.coverage).map((entry) => ({
        ...entry,
        monthly_premium: round(entry.annual_premium / 12),
      }));
      return quotes.length ? { profile, quotes } : null;
    },

    async costOfLiving(year = DEFAULT_DATA_YEAR) {
      if (year !== DEFAULT_DATA_YEAR) return null;
      return {
        year,
        data: data().cities.map((city) => ({ city: city.city, state: city.state, ...city.cost_of_living })),
      };
    },
  };
  return source;
}
