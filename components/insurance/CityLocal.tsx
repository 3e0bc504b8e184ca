import { BarChart } from '@/components/charts/BarChart';
import { SiteLink } from '@/components/layout/SiteLink';
import { formatValue } from '@/lib/format/display';
import { cityPagePath, type City } from '@/lib/insurance/cities';
import { LOCAL_FACTORS, type CityNote } from '@/lib/insurance/city-notes';
import { readCityRates, type CityRatesAnswer } from '@/lib/insurance/city-rates';
import styles from '@/components/sections/sections.module.css';

const dollars = (value: number) => formatValue(value, 'dollar');

/** What drives prices in this city: its own roads, weather and risks. */
export function LocalFactors({ city, note }: { city: City; note: CityNote | null }) {
  if (!note) return null;
  return (
    <>
      <h2>What drives car insurance prices in {city.name}</h2>
      <ul className={styles.tags} aria-label={`Local factors in ${city.name}`}>
        {note.factors.map((factor) => (
          <li key={factor}>{LOCAL_FACTORS[factor]}</li>
        ))}
      </ul>
      {note.notes.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </>
  );
}

/** The city beside the other cities of its state, by their average full coverage, each linked. */
export async function NearbyCities({
  city,
  rates,
  neighbours,
}: {
  city: City;
  rates: CityRatesAnswer | null;
  neighbours: readonly City[];
}) {
  if (neighbours.length === 0) return null;
  const theirs = await Promise.all(
    neighbours.map(async (other) => ({ city: other, rates: await readCityRates(other) })),
  );
  const priced = [
    ...(rates ? [{ city, rates }] : []),
    ...theirs.flatMap((entry) => (entry.rates ? [{ city: entry.city, rates: entry.rates }] : [])),
  ].sort((a, b) => a.rates.full_coverage - b.rates.full_coverage);
  return (
    <>
      <h2>
        {city.name} and other cities in {city.stateRules.name}
      </h2>
      {priced.length > 1 && (
        <BarChart
          id={`nearby-${city.pageSlug}`}
          caption={`Average full coverage a year, cheapest first, ${rates?.year ?? ''}`.trim()}
          rows={priced.map((entry) => ({
            label: entry.city.pageSlug === city.pageSlug ? `${entry.city.name} (this page)` : entry.city.name,
            values: [entry.rates.full_coverage],
          }))}
          format={dollars}
        />
      )}
      <ul>
        {neighbours.map((other) => (
          <li key={other.pageSlug}>
            <SiteLink href={cityPagePath(other)}>Cheap car insurance in {other.name}</SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
