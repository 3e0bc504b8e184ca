import type { Metadata } from 'next';
import styles from '@/components/content/article.module.css';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { PremiumTable } from '@/components/insurance/PremiumTable';
import { SiteLink } from '@/components/layout/SiteLink';
import { findStateByCode, statePagePath } from '@/lib/insurance/states';
import { COMPARE_MATCHES_PATH, readLandingQuery } from '@/lib/quotes/landing-query';
import { readRates } from '@/lib/rates/read';
import { zipToState } from '@/lib/zip/zip-to-state';
import { ZIP_TEXTS } from '@/lib/zip/messages';

export const metadata: Metadata = {
  title: 'Your car insurance matches',
  description: 'Car insurance companies that sell in your ZIP code, with what drivers like you pay.',
  alternates: { canonical: COMPARE_MATCHES_PATH },
  // A page per visitor's ZIP code: useful to them, not to a search index.
  robots: { index: false, follow: true },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Where an auto quote lands: the insurers matched to the visitor's ZIP code, keeping the zip and utm values. */
export default async function CompareMatchesPage({ searchParams }: Props) {
  const { zip, zipText, utm } = readLandingQuery(await searchParams);
  const lookup = zip ? zipToState(zip) : null;
  const state = lookup?.ok ? findStateByCode(lookup.state.slice(0, 2)) : null;
  const quotes = state
    ? await readRates('compare matches', (source) =>
        source.quotesByProfile({ state: state.code, age: 35, coverage: 'full' }),
      )
    : null;
  return (
    <div className="container">
      <div className={styles.article}>
        <Breadcrumbs
          trail={[
            { href: '/', label: 'Home' },
            { href: '/insurance/auto/', label: 'Auto insurance' },
          ]}
          current="Your matches"
        />
        <h1>{state ? `Car insurance matches for ${zip}` : 'Find car insurance for your ZIP code'}</h1>
        {zip && !state && (
          <p role="alert">
            {ZIP_TEXTS.lookupFailed}: we could not match {zip} to a state.
          </p>
        )}
        {!zip && zipText && <p role="alert">{ZIP_TEXTS.invalidZip}</p>}
        <form
          action={COMPARE_MATCHES_PATH}
          method="get"
          className={styles.summary}
          aria-label="Change ZIP code"
        >
          <label htmlFor="compare-zip">ZIP code</label>{' '}
          <input
            id="compare-zip"
            name="zip"
            defaultValue={zip ?? zipText}
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="\d{5}(-\d{4})?"
            required
          />{' '}
          {Object.entries(utm).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <button type="submit">{state ? 'Update' : 'See matches'}</button>
        </form>
        {state && quotes && (
          <div className={styles.body}>
            <h2>Insurers selling in {state.name}</h2>
            <p>
              Sorted by what a 35-year-old driver with a clean record pays for full coverage. Your own price
              depends on your car, your record and the coverage you choose.
            </p>
            <PremiumTable id="matches" caption={`Full coverage in ${state.name}`} rows={quotes.quotes} />
            <SampleDataNote />
            <p>
              More about <SiteLink href={statePagePath(state)}>car insurance in {state.name}</SiteLink>.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
