import { SampleDataNote } from '@/components/content/SampleDataNote';
import { formatValue } from '@/lib/format/display';
import { comparedWith } from '@/lib/format/compared-with';
import { ordinal } from '@/lib/format/ordinal';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { readRates } from '@/lib/rates/read';
import { PremiumTable } from './PremiumTable';

const dollars = (value: number) => formatValue(value, 'dollar');
/** A state's car insurance prices: averages against the nation, cheapest companies, profiles, coverage levels and non-owner rates. */
export async function StateRates({ state }: { state: StateMinimum }) {
  const [overview, cheapest, profiles, coverage, nonowners, years] = await Promise.all([
    readRates('state', (source) => source.state(state.code)),
    readRates('state cheapest', (source) => source.stateCheapest(state.code)),
    readRates('state profiles', (source) => source.stateOther(state.code)),
    readRates('state coverage', (source) => source.stateCoverage(state.code)),
    readRates('state nonowners', (source) => source.stateNonowners(state.code)),
    readRates('state rates', (source) => source.stateRates(state.code)),
  ]);
  if (!overview) return null;
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
          <ul>
            {profiles.profiles.map((entry) => (
              <li key={entry.profile}>
                {entry.profile}: {dollars(entry.annual_premium)} a year
              </li>
            ))}
          </ul>
        </>
      )}
      {coverage && coverage.levels.length > 0 && (
        <>
          <h3>Price by coverage level</h3>
          <ul>
            {coverage.levels.map((entry) => (
              <li key={entry.level}>
                {entry.level}: {dollars(entry.annual_premium)} a year
              </li>
            ))}
          </ul>
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
        <p>
          Average full coverage by year:{' '}
          {years.years.map((entry) => `${entry.year}, ${dollars(entry.full_coverage)}`).join('; ')}.
        </p>
      )}
      <SampleDataNote />
    </>
  );
}
