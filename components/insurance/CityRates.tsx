import { SampleDataNote } from '@/components/content/SampleDataNote';
import { comparedWith } from '@/lib/format/compared-with';
import { formatValue } from '@/lib/format/display';
import type { City } from '@/lib/insurance/cities';
import type { CityRatesAnswer } from '@/lib/insurance/city-rates';
import { BarChart } from '@/components/charts/BarChart';
import { PremiumTable } from './PremiumTable';

const dollars = (value: number) => formatValue(value, 'dollar');

/** A city's prices against its state and the nation, and its cheapest companies. */
export function CityRates({ city, rates }: { city: City; rates: CityRatesAnswer | null }) {
  if (!rates) return null;
  const isDistrict = city.state === 'DC';
  return (
    <>
      <h2>How much car insurance costs in {city.name}</h2>
      <p>
        Full coverage in {city.name} averages <strong>{dollars(rates.full_coverage)} a year</strong> (
        {dollars(rates.full_coverage / 12)} a month):{' '}
        {/* The District's one city is the District: it has no state average to differ from. */}
        {!isDistrict && (
          <>
            {comparedWith(rates.full_coverage, rates.state_full_coverage)} the {city.stateRules.name} average
            of {dollars(rates.state_full_coverage)}, and{' '}
          </>
        )}
        {comparedWith(rates.full_coverage, rates.national_full_coverage)} the national average of{' '}
        {dollars(rates.national_full_coverage)}. State minimum coverage averages{' '}
        {dollars(rates.minimum_coverage)} a year.
      </p>
      <BarChart
        id={`city-vs-state-${city.pageSlug}`}
        caption={`Average full coverage a year: ${city.name} against ${isDistrict ? 'the nation' : `${city.stateRules.name} and the nation`}, ${rates.year}`}
        rows={[
          { label: city.name, values: [rates.full_coverage] },
          ...(isDistrict
            ? []
            : [{ label: `${city.stateRules.name} average`, values: [rates.state_full_coverage] }]),
          { label: 'National average', values: [rates.national_full_coverage] },
        ]}
        format={dollars}
      />
      {rates.cheapest.length > 0 && (
        <>
          <h3>Cheapest car insurance companies in {city.name}</h3>
          <PremiumTable
            id={`city-full-${city.pageSlug}`}
            caption={`Full coverage for a 35-year-old driver with a clean record in ${city.name}, ${rates.year}`}
            rows={rates.cheapest}
          />
        </>
      )}
      {rates.cheapest_minimum.length > 0 && (
        <PremiumTable
          id={`city-minimum-${city.pageSlug}`}
          caption={`State minimum coverage in ${city.name}, ${rates.year}`}
          rows={rates.cheapest_minimum}
        />
      )}
      <SampleDataNote year={rates.year} />
    </>
  );
}
