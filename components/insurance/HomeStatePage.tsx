import { ArticleLayout } from '@/components/content/ArticleLayout';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { SiteLink } from '@/components/layout/SiteLink';
import { comparedWith } from '@/lib/format/compared-with';
import { formatValue } from '@/lib/format/display';
import { ordinal } from '@/lib/format/ordinal';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { readRates } from '@/lib/rates/read';

const DWELLINGS = [200_000, 300_000, 500_000];

/** A state's homeowners insurance page: what coverage costs there by dwelling amount, and how to pay less. */
export async function HomeStatePage({ state }: { state: StateMinimum }) {
  const calculator = await readRates('home calculator', (source) => source.homeCalculator());
  const rows = calculator?.states ?? [];
  const own = rows.find((row) => row.state === state.code);
  const national = rows.length
    ? rows.reduce((sum, row) => sum + row.premium_per_100k_dwelling, 0) / rows.length
    : 0;
  const rank = own
    ? rows.filter((row) => row.premium_per_100k_dwelling < own.premium_per_100k_dwelling).length + 1
    : null;
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: '/insurance/homeowners/', label: 'Homeowners insurance' },
      ]}
      current={state.name}
      title={<>Homeowners insurance in {state.name}</>}
      summary={
        <>
          What a homeowners policy costs in {state.name} for the amount of dwelling coverage you need, and how
          to keep the price down without leaving your home underinsured.
        </>
      }
    >
      {own && rank !== null && (
        <>
          <h2>How much homeowners insurance costs in {state.name}</h2>
          <p>
            Each $100,000 of dwelling coverage costs about{' '}
            <strong>{formatValue(own.premium_per_100k_dwelling, 'dollar')} a year</strong> in {state.name},{' '}
            {comparedWith(own.premium_per_100k_dwelling, national)} the average across states. {state.name}{' '}
            ranks {ordinal(rank)} of 51, 1st being the cheapest.
          </p>
          <ul>
            {DWELLINGS.map((dwelling) => (
              <li key={dwelling}>
                {formatValue(dwelling, 'dollar')} of dwelling coverage: about{' '}
                {formatValue((own.premium_per_100k_dwelling * dwelling) / 100_000, 'dollar')} a year
              </li>
            ))}
          </ul>
          <SampleDataNote />
        </>
      )}
      <h2>How much coverage you need</h2>
      <p>
        Insure your home for what it would cost to rebuild, not what it would sell for: land is not destroyed
        in a fire, but building costs rise. Ask for extended replacement cost if local building costs are
        climbing fast.
      </p>
      <h2>How to pay less</h2>
      <ol>
        <li>Compare quotes from at least three insurers for the same dwelling amount and deductible.</li>
        <li>Raise your deductible to an amount you could pay from savings tomorrow.</li>
        <li>Bundle home and auto with one insurer; the discount is often the largest available.</li>
        <li>Ask about discounts for a new roof, storm shutters, smoke and leak detectors.</li>
      </ol>
      <p>
        See how the biggest insurers compare in our{' '}
        <SiteLink href="/insurance/homeowners/">homeowners insurance guide</SiteLink>.
      </p>
    </ArticleLayout>
  );
}
