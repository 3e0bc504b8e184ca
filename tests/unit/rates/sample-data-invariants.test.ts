import { describe, expect, it } from 'vitest';
import cities from '@/data/rates/cities.json';
import states from '@/data/rates/states.json';
import { compareCostOfLiving } from '@/lib/calculators/cost-of-living';

/**
 * What a reader would check on the sample figures: they fall in realistic ranges, agree with each
 * other from one line to the next, and follow the rules the site explains (Plan N under Plan G).
 */

const OWN_MEDIGAP_SYSTEMS = {
  MA: ['Core Plan', 'Supplement 1A Plan'],
  MN: ['Basic Plan', 'Extended Basic Plan'],
  WI: ['Basic Plan', '50% Cost-Sharing Plan'],
};

const city = (state: string, name: string) => {
  const found = cities.cities.find((entry) => entry.state === state && entry.city === name);
  if (!found) throw new Error(`${name}, ${state}`);
  return found.cost_of_living;
};
const premium = (lines: { annual_premium: number }[], at: number) => lines[at]?.annual_premium;

describe('the sample state figures', () => {
  it.each(states.states.map((state) => [state.state, state] as const))(
    '%s: the latest average is the clean-record, $500-deductible and state-minimum figure',
    (_code, state) => {
      const latest = state.averages.at(-1);
      expect(premium(state.profiles, 0)).toBe(latest?.full_coverage);
      expect(
        state.coverage_levels.find((line) => line.level === 'Full coverage, $500 deductible')?.annual_premium,
      ).toBe(latest?.full_coverage);
      expect(
        state.coverage_levels.find((line) => line.level === 'State minimum liability')?.annual_premium,
      ).toBe(latest?.minimum_coverage);
    },
  );

  it.each(states.states.map((state) => [state.state, state] as const))(
    '%s: each worse record or bigger coverage costs more than the one before',
    (_code, state) => {
      const clean = premium(state.profiles, 0) ?? 0;
      for (const line of state.profiles.slice(1)) expect(line.annual_premium).toBeGreaterThan(clean);
      const levels = state.coverage_levels.map((line) => line.annual_premium);
      expect(levels.slice(0, 3)).toEqual([...levels.slice(0, 3)].sort((a, b) => a - b));
      expect(levels[3]).toBeLessThan(levels[4] ?? 0);
    },
  );

  it('prices Medigap Plan N below Plan G wherever lettered plans are sold', () => {
    for (const state of states.states) {
      const price = (plan: string) =>
        state.medicare_supplement.find((line) => line.plan === plan)?.monthly_premium;
      if (state.state in OWN_MEDIGAP_SYSTEMS) continue;
      expect(price('Plan N'), state.state).toBeLessThan(price('Plan G') ?? 0);
      expect(price('High-deductible Plan G'), state.state).toBeLessThan(price('Plan N') ?? 0);
    }
  });

  it.each(Object.entries(OWN_MEDIGAP_SYSTEMS))(
    'shows %s with its own Medigap plans, not lettered ones',
    (code, plans) => {
      const state = states.states.find((entry) => entry.state === code);
      expect(state?.medicare_supplement.map((line) => line.plan)).toEqual(plans);
    },
  );

  it('keeps median household incomes in the range states really have', () => {
    for (const state of states.states) {
      expect(state.cost.median_household_income, state.state).toBeGreaterThanOrEqual(55_000);
      expect(state.cost.median_household_income, state.state).toBeLessThanOrEqual(110_000);
    }
  });
});

describe('the sample city figures', () => {
  it.each(cities.cities.map((entry) => [`${entry.city}, ${entry.state}`, entry.cost_of_living] as const))(
    '%s has a cost of living in realistic ranges, led by housing',
    (_name, cost) => {
      expect(cost.index).toBeGreaterThanOrEqual(80);
      expect(cost.index).toBeLessThanOrEqual(200);
      for (const part of [cost.groceries, cost.transportation, cost.healthcare, cost.utilities]) {
        expect(part).toBeGreaterThanOrEqual(85);
        expect(part).toBeLessThanOrEqual(145);
      }
      if (Math.abs(cost.index - 100) >= 1)
        expect(Math.sign(cost.housing - 100)).toBe(Math.sign(cost.index - 100));
      expect(Math.abs(cost.housing - 100)).toBeGreaterThanOrEqual(Math.abs(cost.index - 100));
      expect(cost.median_rent).toBeGreaterThanOrEqual(800);
      expect(cost.median_rent).toBeLessThanOrEqual(3_300);
    },
  );

  it('charges more rent wherever housing costs more', () => {
    const byHousing = [...cities.cities].sort((a, b) => a.cost_of_living.housing - b.cost_of_living.housing);
    const rents = byHousing.map((entry) => entry.cost_of_living.median_rent);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });

  it('makes moving from San Francisco to Memphis cheaper on housing and overall', () => {
    const move = compareCostOfLiving(100_000, city('CA', 'San Francisco'), city('TN', 'Memphis'));
    expect(move.overall).toBeLessThan(-0.35);
    expect(move.categories.find((line) => line.key === 'housing')?.change).toBeLessThan(-0.6);
    expect(city('CA', 'San Francisco').median_rent).toBeGreaterThan(2_200);
  });

  it('keeps neighbouring cities of a state close: Birmingham to Montgomery moves the salary under 10%', () => {
    const move = compareCostOfLiving(60_000, city('AL', 'Birmingham'), city('AL', 'Montgomery'));
    expect(Math.abs(move.overall)).toBeLessThan(0.1);
  });

  it("gives the District's one city the District's own figures", () => {
    const washington = cities.cities.find((entry) => entry.state === 'DC');
    const district = states.states.find((entry) => entry.state === 'DC')?.averages.at(-1);
    expect(washington?.full_coverage).toBe(district?.full_coverage);
    expect(washington?.minimum_coverage).toBe(district?.minimum_coverage);
  });
});
