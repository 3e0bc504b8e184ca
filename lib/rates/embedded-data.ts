import 'server-only';
import { z } from 'zod';
import { stateCodeSchema as stateCode } from '@/lib/format/fields';
import cityPremiumsFile from '@/data/rates/auto-premiums-by-city.json';
import companyPremiumsFile from '@/data/rates/auto-premiums-by-company.json';
import citiesFile from '@/data/rates/cities.json';
import creditCardsFile from '@/data/rates/credit-cards.json';
import lendersFile from '@/data/rates/lenders.json';
import nationalFile from '@/data/rates/national.json';
import statesFile from '@/data/rates/states.json';
import { costOfLivingSchema, COVERAGES, creditCardSchema, lenderSchema, type PremiumRow } from './schemas';

/** data/rates/, written by scripts/generate-rates-data.ts, validated once when first read. */
const money = z.number().nonnegative();
const levelSchema = z.object({ level: z.string(), annual_premium: money });

const stateSchema = z.object({
  state: stateCode,
  name: z.string(),
  averages: z.array(z.object({ year: z.int(), full_coverage: money, minimum_coverage: money })),
  profiles: z.array(z.object({ profile: z.string(), annual_premium: money })),
  coverage_levels: z.array(levelSchema),
  nonowners: z.array(z.object({ company: z.string(), annual_premium: money })),
  cost: z.object({ median_household_income: money, average_vehicles_per_household: z.number() }),
  auto_calculator: z.object({ base_annual_premium: money, minimum_share: z.number().positive() }),
  home_calculator: z.object({ premium_per_100k_dwelling: money }),
  medicare_supplement: z.array(z.object({ plan: z.string(), monthly_premium: money })),
});

const citySchema = z.object({
  state: stateCode,
  city: z.string(),
  year: z.int(),
  full_coverage: money,
  minimum_coverage: money,
  cost_of_living: costOfLivingSchema.shape.data.element.omit({ city: true, state: true }),
});

const nationalSchema = z.object({
  update_date: z.string(),
  coverage: z.array(z.object({ year: z.int(), full_coverage: money, minimum_coverage: money })),
  ratios: z.array(z.object({ company: z.string(), loss_ratio: z.number(), complaint_ratio: z.number() })),
  reviews: z.array(
    z.object({ company: z.string(), price: z.number(), claims: z.number(), service: z.number() }),
  ),
  market_share: z.array(z.object({ company: z.string(), share: z.number() })),
});

const tableSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ year: z.int(), update_date: z.string(), rows: z.array(row) });
const coverage = z.enum(COVERAGES);
const companyRow = z.tuple([stateCode, z.string(), z.int(), coverage, money]);
const cityRow = z.tuple([stateCode, z.string(), z.string(), coverage, money]);

/** Ranks rows within each group, cheapest first (1 is the cheapest). */
function ranked(rows: Omit<PremiumRow, 'rank'>[]): PremiumRow[] {
  const groups = new Map<string, Omit<PremiumRow, 'rank'>[]>();
  for (const row of rows) {
    const key = `${row.state}|${row.city ?? ''}|${row.age}|${row.coverage}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((group) =>
    [...group]
      .sort((a, b) => a.annual_premium - b.annual_premium)
      .map((row, index) => ({ ...row, rank: index + 1 })),
  );
}

/** Rows grouped by state: every page query names its state, so none scans the whole table. */
function byState(rows: PremiumRow[]): Map<string, PremiumRow[]> {
  const groups = new Map<string, PremiumRow[]>();
  for (const row of rows) groups.set(row.state, [...(groups.get(row.state) ?? []), row]);
  return groups;
}

function load() {
  const companyTable = tableSchema(companyRow).parse(companyPremiumsFile);
  const cityTable = tableSchema(cityRow).extend({ age: z.int() }).parse(cityPremiumsFile);
  const companyPremiums = ranked(
    companyTable.rows.map(([state, company, age, coverageLevel, premium]) => ({
      state,
      city: null,
      company,
      age,
      coverage: coverageLevel,
      annual_premium: premium,
      update_date: companyTable.update_date,
    })),
  );
  const cityPremiums = ranked(
    cityTable.rows.map(([state, city, company, coverageLevel, premium]) => ({
      state,
      city,
      company,
      age: cityTable.age,
      coverage: coverageLevel,
      annual_premium: premium,
      update_date: cityTable.update_date,
    })),
  );
  return {
    states: z.object({ states: z.array(stateSchema) }).parse(statesFile).states,
    cities: z.object({ cities: z.array(citySchema) }).parse(citiesFile).cities,
    national: nationalSchema.parse(nationalFile),
    creditCards: z
      .object({ cards: z.array(creditCardSchema.extend({ etl_card_image: z.string().nullish() })) })
      .parse(creditCardsFile)
      .cards.map((card) => ({ ...card, etl_card_image: card.etl_card_image ?? null })),
    lenders: z.object({ lenders: z.array(lenderSchema) }).parse(lendersFile).lenders,
    updateDate: companyTable.update_date,
    companyPremiums,
    cityPremiums,
    companyPremiumsByState: byState(companyPremiums),
    cityPremiumsByState: byState(cityPremiums),
    /** The ages the company table has prices for. */
    ages: [...new Set(companyPremiums.map((row) => row.age))].sort((a, b) => a - b),
  };
}

type EmbeddedRatesData = ReturnType<typeof load>;

let data: EmbeddedRatesData | undefined;
export const embeddedRatesData = (): EmbeddedRatesData => (data ??= load());
