/**
 * Writes the embedded rates data in data/rates/: SAMPLE figures with the shape and rough
 * proportions of real rate tables (state averages, company premiums by age and coverage, city
 * premiums, calculators, cards, lenders), drawn from a seeded generator so the same seed always
 * gives the same files. Run: `npm run data:rates`. Not real quotes; the site says so wherever
 * it shows them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import citiesFile from '../data/insurance/cities.json' with { type: 'json' };
import companiesFile from '../data/insurance/companies.json' with { type: 'json' };
import statesFile from '../data/insurance/state-minimum-liability.json' with { type: 'json' };
import { seededRandom } from './seeded-random';
import { cardArtPath } from '../lib/finance/card-art';

const SEED = 20211231;
const OUT = fileURLToPath(new URL('../data/rates/', import.meta.url));
const UPDATE_DATE = '2021-12-31';
const YEARS = [2019, 2020, 2021] as const;
const LATEST_YEAR = 2021;
const AGES = [18, 25, 35, 50, 65] as const;

const random = seededRandom(SEED);
const between = (low: number, high: number) => low + (high - low) * random();
// Through toFixed: 41 * 0.1 is 4.1000000000000005 in floating point, and the data must hold 4.1.
const round = (value: number, step = 1) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((Math.round(value / step) * step).toFixed(decimals));
};

// Rough relative cost of full coverage by state (1 = national average), after public averages.
const STATE_FACTOR: Record<string, number> = {
  AL: 1.0,
  AK: 0.95,
  AZ: 1.05,
  AR: 1.05,
  CA: 1.12,
  CO: 1.2,
  CT: 1.15,
  DE: 1.2,
  DC: 1.25,
  FL: 1.6,
  GA: 1.2,
  HI: 0.72,
  ID: 0.7,
  IL: 0.95,
  IN: 0.76,
  IA: 0.76,
  KS: 0.98,
  KY: 1.15,
  LA: 1.7,
  ME: 0.66,
  MD: 1.2,
  MA: 0.92,
  MI: 1.5,
  MN: 1.0,
  MS: 1.02,
  MO: 1.02,
  MT: 1.0,
  NE: 0.92,
  NV: 1.3,
  NH: 0.76,
  NJ: 1.3,
  NM: 0.96,
  NY: 1.38,
  NC: 0.76,
  ND: 0.82,
  OH: 0.76,
  OK: 1.1,
  OR: 0.92,
  PA: 1.05,
  RI: 1.3,
  SC: 1.05,
  SD: 0.86,
  TN: 0.92,
  TX: 1.15,
  UT: 0.96,
  VT: 0.66,
  VA: 0.82,
  WA: 0.92,
  WV: 1.0,
  WI: 0.8,
  WY: 0.86,
};
const NATIONAL_FULL_2021 = 1_674;
const MINIMUM_SHARE = 0.34;
const YEAR_FACTOR: Record<number, number> = { 2019: 0.93, 2020: 0.96, 2021: 1 };

// How each insurer's prices sit against the market, and where it sells (null: every state).
const COMPANY_PRICE: Record<string, { factor: number; states: string[] | null }> = {
  '21st-century': { factor: 1.02, states: null },
  allstate: { factor: 1.24, states: null },
  ameriprise: { factor: 1.0, states: null },
  amica: { factor: 1.04, states: null },
  esurance: { factor: 1.06, states: null },
  farmers: { factor: 1.16, states: null },
  geico: { factor: 0.84, states: null },
  'liberty-mutual': { factor: 1.3, states: null },
  metlife: { factor: 1.1, states: null },
  nationwide: { factor: 0.96, states: null },
  progressive: { factor: 0.97, states: null },
  'state-farm': { factor: 0.88, states: null },
  'the-general': { factor: 1.42, states: null },
  'the-hartford': { factor: 1.08, states: null },
  travelers: { factor: 0.92, states: null },
  usaa: { factor: 0.74, states: null },
  'erie-insurance': {
    factor: 0.8,
    states: ['DC', 'IL', 'IN', 'KY', 'MD', 'MN', 'NY', 'NC', 'OH', 'PA', 'TN', 'VA', 'WV', 'WI'],
  },
};
const AGE_FACTOR: Record<number, number> = { 18: 2.95, 25: 1.22, 35: 1, 50: 0.93, 65: 1.01 };

// Cost of living (US = 100) of a typical city in each state, after public cost-of-living indexes.
const STATE_COST: Record<string, number> = {
  AL: 89,
  AK: 121,
  AZ: 104,
  AR: 88,
  CA: 135,
  CO: 105,
  CT: 113,
  DE: 103,
  DC: 150,
  FL: 102,
  GA: 92,
  HI: 180,
  ID: 101,
  IL: 93,
  IN: 90,
  IA: 90,
  KS: 89,
  KY: 92,
  LA: 92,
  ME: 110,
  MD: 110,
  MA: 135,
  MI: 90,
  MN: 96,
  MS: 86,
  MO: 89,
  MT: 102,
  NE: 91,
  NV: 103,
  NH: 112,
  NJ: 114,
  NM: 93,
  NY: 120,
  NC: 95,
  ND: 95,
  OH: 93,
  OK: 87,
  OR: 112,
  PA: 97,
  RI: 111,
  SC: 95,
  SD: 94,
  TN: 91,
  TX: 93,
  UT: 104,
  VT: 113,
  VA: 101,
  WA: 113,
  WV: 86,
  WI: 95,
  WY: 93,
};
// Cities whose cost of living sits far from their state's typical city.
const CITY_COST: Record<string, number> = {
  'CA:Los Angeles': 150,
  'CA:San Diego': 146,
  'CA:San Jose': 185,
  'CA:San Francisco': 178,
  'CA:Fresno': 106,
  'CA:Sacramento': 119,
  'NY:New York': 195,
  'NY:Buffalo': 95,
  'NY:Rochester': 97,
  'NY:Yonkers': 146,
  'MA:Boston': 152,
  'MA:Worcester': 113,
  'MA:Springfield': 104,
  'WA:Seattle': 152,
  'WA:Spokane': 101,
  'WA:Tacoma': 118,
  'HI:Honolulu': 186,
  'HI:Hilo': 150,
  'HI:Kailua': 192,
  'CT:Stamford': 141,
  'CT:Hartford': 108,
  'NJ:Jersey City': 140,
  'CO:Denver': 113,
  'CO:Colorado Springs': 101,
  'TX:Austin': 104,
  'TX:Dallas': 101,
  'TX:El Paso': 86,
  'TN:Nashville': 102,
  'TN:Memphis': 84,
  'FL:Miami': 124,
  'IL:Chicago': 118,
  'IL:Naperville': 116,
  'IL:Springfield': 87,
  'MD:Rockville': 136,
  'MD:Baltimore': 100,
  'PA:Philadelphia': 106,
  'GA:Atlanta': 104,
  'MN:Minneapolis': 104,
  'OR:Portland': 120,
  'NV:Reno': 111,
  'AZ:Scottsdale': 125,
  'AK:Juneau': 130,
  'NC:Raleigh': 100,
  'NC:Charlotte': 99,
  'UT:Salt Lake City': 106,
  'VA:Virginia Beach': 102,
};
// C2ER-style weights of the index's parts; what they leave is miscellaneous goods and services.
const COST_SPREAD = { housing: 2.2, groceries: 0.35, transportation: 0.4, healthcare: 0.3, utilities: 0.3 };
const US_MEDIAN_RENT = 1_450;

// Names the rate tables use where they differ from the page's name (the spec's aliases).
const RATE_TABLE_CITY_NAME: Record<string, string> = { Boise: 'Boise City' };

const companies = new Map(companiesFile.companies.map((company) => [company.id, company]));
const companyName = (id: string) => companies.get(id)?.name ?? id;
const states = statesFile.states.map((state) => ({ code: state.code, name: state.name }));

function sellersIn(state: string): string[] {
  return Object.entries(COMPANY_PRICE)
    .filter(([, price]) => (price.states ? price.states.includes(state) : random() < 0.78))
    .map(([id]) => id);
}

const stateCost = (code: string) => STATE_COST[code] ?? 100;

/**
 * A city's index and its parts. Housing moves furthest from 100 and the other parts a little, the
 * way published indexes do, and median rent follows housing, so a dearer city is dearer on every
 * line a visitor compares.
 */
function costOfLiving(target: number) {
  const part = (spread: number, noise = 0.015) =>
    round((100 + (target - 100) * spread) * between(1 - noise, 1 + noise), 0.1);
  const housing = round(Math.max(55, 100 + (target - 100) * COST_SPREAD.housing), 0.1);
  return {
    index: round(target, 0.1),
    housing,
    groceries: part(COST_SPREAD.groceries),
    transportation: part(COST_SPREAD.transportation),
    healthcare: part(COST_SPREAD.healthcare),
    utilities: part(COST_SPREAD.utilities),
    median_rent: round(US_MEDIAN_RENT * (housing / 100) ** 0.6, 10),
  };
}

/**
 * Medigap premiums at 65. Plan N (copays, no Part B excess charges) always costs less than Plan G.
 * Massachusetts, Minnesota and Wisconsin standardize Medigap their own way and sell no lettered plans.
 */
function medigapPlans(code: string) {
  const plan = (name: string, low: number, high: number) => ({
    plan: name,
    monthly_premium: round(between(low, high)),
  });
  if (code === 'MA') return [plan('Core Plan', 150, 200), plan('Supplement 1A Plan', 220, 290)];
  if (code === 'MN') return [plan('Basic Plan', 120, 170), plan('Extended Basic Plan', 220, 300)];
  if (code === 'WI') return [plan('Basic Plan', 110, 160), plan('50% Cost-Sharing Plan', 55, 85)];
  const g = round(between(115, 210));
  return [
    { plan: 'Plan G', monthly_premium: g },
    { plan: 'Plan N', monthly_premium: round(g * between(0.72, 0.86)) },
    plan('High-deductible Plan G', 35, 70),
  ];
}

const companyPremiums: (string | number)[][] = [];
const cityPremiums: (string | number)[][] = [];
const stateRows = [];
const cityRows = [];
const statePriceNoise = new Map<string, number>();

for (const state of states) {
  const factor = (STATE_FACTOR[state.code] ?? 1) * between(0.97, 1.03);
  statePriceNoise.set(state.code, factor);
  const sellers = sellersIn(state.code);
  const fullFor = (id: string, age: number) =>
    round(
      NATIONAL_FULL_2021 *
        factor *
        (COMPANY_PRICE[id]?.factor ?? 1) *
        (AGE_FACTOR[age] ?? 1) *
        between(0.9, 1.1),
    );
  const minimumShare = MINIMUM_SHARE * between(0.85, 1.15);
  for (const id of sellers) {
    for (const age of AGES) {
      const full = fullFor(id, age);
      companyPremiums.push([state.code, companyName(id), age, 'full', full]);
      companyPremiums.push([
        state.code,
        companyName(id),
        age,
        'minimum',
        round(full * minimumShare * between(0.9, 1.1)),
      ]);
    }
  }
  const full2021 = round(NATIONAL_FULL_2021 * factor);
  const minimum2021 = round(full2021 * minimumShare);
  stateRows.push({
    state: state.code,
    name: state.name,
    // The latest year's averages are the figures every other line of the state starts from, so
    // "clean record", "$500 deductible" and "state minimum" repeat them exactly.
    averages: YEARS.map((year) => {
      const drift = year === LATEST_YEAR ? 1 : (YEAR_FACTOR[year] ?? 1) * between(0.98, 1.02);
      return {
        year,
        full_coverage: round(full2021 * drift),
        minimum_coverage: round(minimum2021 * drift),
      };
    }),
    profiles: [
      { profile: 'Clean record', annual_premium: full2021 },
      { profile: 'One speeding ticket', annual_premium: round(full2021 * between(1.18, 1.3)) },
      { profile: 'One at-fault accident', annual_premium: round(full2021 * between(1.38, 1.55)) },
      { profile: 'One DUI', annual_premium: round(full2021 * between(1.65, 2.1)) },
      { profile: 'Poor credit', annual_premium: round(full2021 * between(1.6, 2.0)) },
    ],
    coverage_levels: [
      { level: 'State minimum liability', annual_premium: minimum2021 },
      { level: 'Liability 50/100/50', annual_premium: round(full2021 * minimumShare * between(1.2, 1.35)) },
      {
        level: 'Liability 100/300/100',
        annual_premium: round(full2021 * minimumShare * between(1.45, 1.65)),
      },
      { level: 'Full coverage, $1,000 deductible', annual_premium: round(full2021 * 0.9) },
      { level: 'Full coverage, $500 deductible', annual_premium: full2021 },
    ],
    nonowners: sellers
      .filter(() => random() < 0.7)
      .map((id) => ({
        company: companyName(id),
        annual_premium: round(full2021 * minimumShare * between(0.55, 0.85)),
      })),
    cost: {
      median_household_income: round(
        74_000 * Math.min(Math.max(stateCost(state.code) / 100, 0.8), 1.35) ** 0.9 * between(0.95, 1.05),
        100,
      ),
      average_vehicles_per_household: round(between(1.6, 2.2), 0.1),
    },
    auto_calculator: {
      base_annual_premium: round(full2021 / (AGE_FACTOR[35] ?? 1)),
      minimum_share: Math.round(minimumShare * 1000) / 1000,
    },
    home_calculator: {
      premium_per_100k_dwelling: round(NATIONAL_FULL_2021 * 0.52 * factor * between(0.75, 1.35)),
    },
    medicare_supplement: medigapPlans(state.code),
  });
  for (const [index, city] of citiesFile.cities
    .filter((candidate) => candidate.state === state.code)
    .entries()) {
    // A state's first-listed city is its largest, and big cities cost more to insure in.
    // The District's one city is the District itself: its figures are the District's.
    const cityFactor = state.code === 'DC' ? 1 : (index === 0 ? 1.22 : 1.04) * between(0.88, 1.18);
    const tableName = RATE_TABLE_CITY_NAME[city.name] ?? city.name;
    for (const id of sellers) {
      const full = round(fullFor(id, 35) * cityFactor);
      cityPremiums.push([state.code, tableName, companyName(id), 'full', full]);
      cityPremiums.push([
        state.code,
        tableName,
        companyName(id),
        'minimum',
        round(full * minimumShare * between(0.9, 1.1)),
      ]);
    }
    cityRows.push({
      state: state.code,
      city: tableName,
      year: 2021,
      full_coverage: state.code === 'DC' ? full2021 : round(full2021 * cityFactor),
      minimum_coverage: state.code === 'DC' ? minimum2021 : round(minimum2021 * cityFactor),
      cost_of_living: costOfLiving(
        CITY_COST[`${state.code}:${city.name}`] ??
          stateCost(state.code) * (index === 0 ? 1.03 : 1) * between(0.96, 1.04),
      ),
    });
  }
}

const national = {
  coverage: YEARS.map((year) => ({
    year,
    full_coverage: round(NATIONAL_FULL_2021 * (YEAR_FACTOR[year] ?? 1)),
    minimum_coverage: round(NATIONAL_FULL_2021 * MINIMUM_SHARE * (YEAR_FACTOR[year] ?? 1)),
  })),
  ratios: Object.keys(COMPANY_PRICE).map((id) => ({
    company: companyName(id),
    loss_ratio: Math.round(between(0.58, 0.78) * 1000) / 1000,
    complaint_ratio: Math.round(between(0.4, 1.9) * 100) / 100,
  })),
  reviews: Object.entries(COMPANY_PRICE).map(([id, price]) => ({
    company: companyName(id),
    price: Math.round((5 - (price.factor - 0.7) * 3.2) * 10) / 10,
    claims: round(between(3.2, 4.8), 0.1),
    service: round(between(3.3, 4.9), 0.1),
  })),
  market_share: Object.keys(COMPANY_PRICE).map((id) => ({
    company: companyName(id),
    share: Math.round(between(0.005, 0.17) * 1000) / 1000,
  })),
};

// Cash back per dollar in bonus categories. The rotating card's figures are a yearly average; the
// cash-back calculator models its 5% quarter itself (lib/calculators/cash-back.ts).
const CATEGORY_RATES: Record<string, Record<string, number>> = {
  'Rotating Categories Card': { groceries: 0.02, dining: 0.02, gas: 0.02 },
  'Groceries and Dining Card': { groceries: 0.03, dining: 0.03 },
};

// Sample cards and lenders carry made-up names so no one mistakes them for a real offer.
const creditCards = [
  ['Everyday Flat Cash Card', 'cash_back', 'Unlimited 2% cash back', 0, 0.1999, 0.2899, 0.02, 200, true],
  ['Rotating Categories Card', 'cash_back', '5% in quarterly categories', 0, 0.1899, 0.2799, 0.01, 150, true],
  [
    'Groceries and Dining Card',
    'cash_back',
    '3% on groceries and dining',
    0,
    0.1949,
    0.2849,
    0.01,
    200,
    true,
  ],
  ['Open Road Travel Card', 'travel', '2 miles per dollar', 95, 0.2099, 0.2799, 0.02, 600, false],
  [
    'Premium Lounge Travel Card',
    'travel',
    '3 points per dollar on travel',
    550,
    0.2199,
    0.2899,
    0.01,
    750,
    false,
  ],
  [
    'Long Intro Balance Transfer Card',
    'balance_transfer',
    '0% for 21 months on transfers',
    0,
    0.1824,
    0.2924,
    0,
    0,
    true,
  ],
  ['Builder Secured Card', 'secured', 'Build credit with a $200 deposit', 0, 0.2799, 0.2799, 0.01, 0, true],
  [
    'Campus Student Card',
    'student',
    '1.5% back, no credit history needed',
    0,
    0.1899,
    0.2799,
    0.015,
    50,
    true,
  ],
].map(([name, type, subheader, annualFee, aprLow, aprHigh, rewardRate, bonus, noForeignFee], index) => ({
  card_id: `sample-card-${index + 1}`,
  name,
  card_type: type,
  card_subheader: subheader,
  etl_card_image: cardArtPath(`sample-card-${index + 1}`),
  annual_fee: annualFee,
  apr_low: aprLow,
  apr_high: aprHigh,
  reward_rate: rewardRate,
  welcome_bonus: bonus,
  rating: round(between(3.6, 4.9), 0.1),
  category_rates: CATEGORY_RATES[String(name)] ?? {},
  trueFalseFields: { no_annual_fee: annualFee === 0, no_foreign_transaction_fee: noForeignFee === true },
  listicleFields: { best_for: subheader },
}));

const lenders = [
  ['personal-loans', 'Harborline Lending', 0.0799, 0.3599, 1_000, 50_000, 660],
  ['personal-loans', 'Summit Peak Loans', 0.0899, 0.2999, 5_000, 100_000, 680],
  ['personal-loans', 'Keystone Members Credit Union', 0.0649, 0.1799, 500, 40_000, 640],
  ['personal-loans', 'Fair Start Finance', 0.1299, 0.3599, 1_000, 25_000, 580],
  ['mortgage', 'Prairie Home Mortgage', 0.0625, 0.0725, 100_000, 1_500_000, 620],
  ['mortgage', 'Lighthouse Direct Mortgage', 0.0599, 0.0699, 75_000, 2_000_000, 640],
  ['mortgage', 'Neighborhood FHA Lending', 0.0589, 0.0689, 50_000, 766_550, 580],
  ['student-loans', 'Commencement Student Lending', 0.0399, 0.1499, 1_000, 150_000, 650],
  ['mortgage', 'Cornerstone Refinance Company', 0.0579, 0.0689, 80_000, 1_200_000, 660],
  ['student-loans', 'Graduate Path Lending', 0.0449, 0.1599, 1_000, 200_000, 670],
  ['student-loans', 'Second Chapter Refinance', 0.0474, 0.0999, 5_000, 300_000, 680],
  ['auto-loans', 'Open Highway Auto Finance', 0.0549, 0.2199, 5_000, 100_000, 600],
  ['auto-loans', 'Main Street Auto Credit Union', 0.0474, 0.1799, 2_500, 75_000, 640],
  ['auto-loans', 'Clearview Auto Lending', 0.0699, 0.2499, 7_500, 90_000, 560],
  ['business-loans', 'Storefront Capital', 0.0899, 0.3499, 10_000, 500_000, 625],
  ['business-loans', 'Ledger Line Business Funding', 0.1199, 0.4499, 5_000, 250_000, 575],
  ['business-loans', 'Workbench SBA Lending', 0.1025, 0.1475, 50_000, 5_000_000, 680],
].map(([vertical, name, aprLow, aprHigh, amountLow, amountHigh, minCredit]) => ({
  vertical,
  lender: String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-'),
  name,
  apr_low: aprLow,
  apr_high: aprHigh,
  amount_low: amountLow,
  amount_high: amountHigh,
  min_credit_score: minCredit,
  rating: round(between(3.8, 4.9), 0.1),
}));

mkdirSync(OUT, { recursive: true });
const note = `SAMPLE DATA generated by scripts/generate-rates-data.ts (seed ${SEED}); not real quotes.`;
/** One row per line: the tables stay diffable without a formatter turning them into 100,000 lines. */
function writeTable(file: string, meta: Record<string, unknown>, columns: string[], rows: unknown[][]) {
  const head = JSON.stringify({ note, ...meta, columns }).slice(0, -1);
  writeFileSync(
    `${OUT}${file}`,
    `${head},"rows":[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`,
  );
}
const writeJson = (file: string, data: unknown) =>
  writeFileSync(
    `${OUT}${file}`,
    `${JSON.stringify({ note, update_date: UPDATE_DATE, ...(data as object) }, null, 1)}\n`,
  );

writeTable(
  'auto-premiums-by-company.json',
  { table: 'auto_premiums_by_company', year: 2021, update_date: UPDATE_DATE },
  ['state', 'company', 'age', 'coverage', 'annual_premium'],
  companyPremiums,
);
writeTable(
  'auto-premiums-by-city.json',
  { table: 'auto_premiums_by_city', year: 2021, age: 35, update_date: UPDATE_DATE },
  ['state', 'city', 'company', 'coverage', 'annual_premium'],
  cityPremiums,
);
writeJson('states.json', { states: stateRows });
writeJson('cities.json', { cities: cityRows });
writeJson('national.json', national);
writeJson('credit-cards.json', { cards: creditCards });
writeJson('lenders.json', { year: 2022, lenders });
console.log(
  `data/rates: ${companyPremiums.length} company premiums, ${cityPremiums.length} city premiums, ${stateRows.length} states, ${cityRows.length} cities`,
);
