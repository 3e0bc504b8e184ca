import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { SiteLink } from '@/components/layout/SiteLink';
import { MatchResults } from '@/components/quote/results/MatchResults';
import { PartnerListings } from '@/components/quote/results/PartnerListings';
import { ResultsZipForm } from '@/components/quote/results/ResultsZipForm';
import styles from '@/components/quote/results/results.module.css';
import { quoteFormSettings } from '@/lib/quotes/form-settings';
import { readLandingQuery } from '@/lib/quotes/landing-query';
import { readMatchData } from '@/lib/quotes/results-data';
import { RESULTS_TEXTS } from '@/lib/quotes/messages';
import { readResultsProfile } from '@/lib/quotes/results-query';
import { placeForZip } from '@/lib/quotes/zip-place';
import { ZIP_TEXTS } from '@/lib/zip/messages';
import { COMPARE_MATCHES_PATH } from '@/lib/quotes/constants';

export const metadata: Metadata = {
  title: 'Your car insurance matches',
  description: 'Car insurance companies that sell in your ZIP code, with sample prices for drivers like you.',
  alternates: { canonical: COMPARE_MATCHES_PATH },
  // A page per visitor's ZIP code: useful to them, not to a search index.
  robots: { index: false, follow: true },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Where every auto quote lands: the insurers for the visitor's ZIP code, each with its own quote button. */
export default async function CompareMatchesPage({ searchParams }: Props) {
  const search = await searchParams;
  const settings = quoteFormSettings();
  const { zip, zipText, utm } = readLandingQuery(search);
  const place = zip ? placeForZip(zip) : null;
  const data = place ? await readMatchData(place.state.code) : null;
  const error =
    zip && !place
      ? `${ZIP_TEXTS.lookupFailed}: ${RESULTS_TEXTS.zipNotMatched(zip)}`
      : !zip && zipText
        ? ZIP_TEXTS.invalidZip
        : null;
  return (
    <div className="container">
      <div className={styles.page}>
        <Breadcrumbs
          trail={[
            { href: '/', label: 'Home' },
            { href: '/insurance/auto/', label: 'Auto insurance' },
          ]}
          current="Your matches"
        />
        <h1>{place ? RESULTS_TEXTS.title(place.label) : RESULTS_TEXTS.titleWithoutZip}</h1>
        {place && <p className={styles.summary}>{RESULTS_TEXTS.forZip(place.zip)}</p>}
        <ResultsZipForm value={zip ?? zipText} utm={utm} error={error} hasMatches={place !== null} />
        {place && data && (
          <MatchResults
            zip={place.zip}
            stateName={place.state.name}
            table={data.table}
            initialProfile={readResultsProfile(search)}
            ratingsShown={data.ratingsShown}
            settings={settings}
            path={COMPARE_MATCHES_PATH}
            keep={{ zip: place.zip, ...utm }}
          />
        )}
        {place && !data && <p>{RESULTS_TEXTS.pricesUnavailable}</p>}
        {place && (
          <PartnerListings
            zip={place.zip}
            script={settings.widget.quoteServeScript}
            analytics={settings.analytics}
          />
        )}
        {place && (
          <>
            <SampleDataNote />
            <p>
              {RESULTS_TEXTS.moreAbout}{' '}
              <SiteLink href={place.guide.path}>{RESULTS_TEXTS.carInsuranceIn(place.guide.place)}</SiteLink>.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
