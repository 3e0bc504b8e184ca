import { SampleDataNote } from '@/components/content/SampleDataNote';
import { formatValue } from '@/lib/format/display';
import { comparedWith } from '@/lib/format/compared-with';
import { ordinal } from '@/lib/format/ordinal';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { readRates } from '@/lib/rates/read';
import { BarChart } from '@/components/charts/BarChart';
import { ColumnChart } from '@/components/charts/ColumnChart';
import { fullCoverageByAge } from '@/lib/rates/age-curve';
import { PremiumTable } from './PremiumTable';

const dollars = (value: number) => formatValue(value, 'dollar');
/** A state's car insurance prices: averages against the nation, cheapest companies, profiles, coverage levels and non-owner rates. */
export async function StateRates({ state }: { state: StateMinimum }) {
  const [overview, cheapest, profiles, coverage, nonowners, years, premiums] = await Promise.all([
    readRates('state', (source) => source.state(state.code)),
    readRates('state cheapest', (source) => source.stateCheapest(state.code)),
    readRates('state profiles', (source) => source.stateOther(state.code)),
    readRates('state coverage', (source) => source.stateCoverage(state.code)),
    readRates('state nonowners', (source) => source.stateNonowners(state.code)),
    readRates('state rates', (source) => source.stateRates(state.code)),
    readRates('state premiums', (source) => source.statePremiums(state.code)),
  ]);
  if (!overview) return null;
  const byAge = premiums ? fullCoverageByAge(premiums.premiums, overview.full_coverage) : [];
  return (
    <>
      <h2>How much car insurance costs in {state.name}</h2>
      <p>
        Full coverage in {state.name} averages <strong>{dollars(overview.full_coverage)} a year</strong> (
        {dollars(overview.full_coverage / 12)} a month),{' '}
        {comparedWith(overview.full_coverage, overview.national_full_coverage)} the national average of{' '}
        {dollars(overview.national_full_coverage)}. State minimum coverage averages{' '}
        {dollars(overview.minimum_coverage)} a year. {state.name} ranks {ordinal(overview.rank)} of 51 for
        full coverage, 1st being the cheapest.
      </p>
      {cheapest && cheapest.full.length > 0 && (
        <>
          <h3>Cheapest companies in {state.name}</h3>
          <PremiumTable
            id={`cheapest-full-${state.code}`}
            caption={`Full coverage for a ${cheapest.age}-year-old driver with a clean record, ${cheapest.year}`}
            rows={cheapest.full}
          />
          {cheapest.minimum.length > 0 && (
            <PremiumTable
              id={`cheapest-minimum-${state.code}`}
              caption={`State minimum coverage for a ${cheapest.age}-year-old driver, ${cheapest.year}`}
              rows={cheapest.minimum}
            />
          )}
        </>
      )}
      {profiles && profiles.profiles.length > 0 && (
        <>
          <h3>What your record and credit do to the price</h3>
          <BarChart
            id={`profiles-${state.code}`}
            caption={`Average full coverage a year in ${state.name} by driving record and credit, ${overview.year}`}
            rows={profiles.profiles.map((entry) => ({
              label: entry.profile,
              values: [entry.annual_premium],
            }))}
            format={dollars}
          />
        </>
      )}
      {byAge.length > 1 && (
        <>
          <h3>What your age does to the price</h3>
          <BarChart
            id={`ages-${state.code}`}
            caption={`Average full coverage a year in ${state.name} by the driver's age, clean record, ${overview.year}`}
            rows={byAge.map((entry) => ({ label: `Age ${entry.age}`, values: [entry.premium] }))}
            format={dollars}
          />
        </>
      )}
      {coverage && coverage.levels.length > 0 && (
        <>
          <h3>Price by coverage level</h3>
          <BarChart
            id={`coverage-${state.code}`}
            caption={`Average a year in ${state.name} by how much coverage you buy, ${overview.year}`}
            rows={coverage.levels.map((entry) => ({ label: entry.level, values: [entry.annual_premium] }))}
            format={dollars}
          />
        </>
      )}
      {nonowners && nonowners.average !== null && (
        <>
          <h3>Non-owner car insurance</h3>
          <p>
            If you drive but do not own a car, a non-owner liability policy in {state.name} averages{' '}
            {dollars(nonowners.average)} a year
            {nonowners.companies[0] &&
              `; ${nonowners.companies[0].company} was cheapest at ${dollars(nonowners.companies[0].annual_premium)}`}
            .
          </p>
        </>
      )}
      {years && years.years.length > 1 && (
        <>
          <h3>How prices have changed</h3>
          <ColumnChart
            id={`years-${state.code}`}
            caption={`Average a year in ${state.name} by year`}
            groups={years.years.map((entry) => ({
              label: String(entry.year),
              values: [entry.full_coverage, entry.minimum_coverage],
            }))}
            series={[{ name: 'Full coverage' }, { name: 'State minimum' }]}
            format={dollars}
          />
        </>
      )}
      <SampleDataNote year={overview.year} />
    </>
  );
}
