'use client';

import { useState } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { PROFILE_PARAMS, type ResultsProfile } from '@/lib/quotes/constants';
import type { QuoteSettings } from '@/lib/quotes/quote-flow';
import { RESULTS_TEXTS } from '@/lib/quotes/messages';
import { sendOn } from '@/lib/quotes/send-on';
import { pricedMatches, recordsFor, type MatchCompany, type MatchTable } from '@/lib/quotes/results-profile';
import { InsurerCard } from './InsurerCard';
import { ProfileControl } from './ProfileControl';
import styles from './results.module.css';

// Loaded on intent (pointer or focus on the list, or a click): not part of the page's first load.
// A load that fails (a network blip) is forgotten, so the next click fetches the code again.
let resultsClick: Promise<typeof import('@/lib/quotes/results-click')> | null = null;
const loadResultsClick = () =>
  (resultsClick ??= import('@/lib/quotes/results-click').catch((error: unknown) => {
    resultsClick = null;
    throw error;
  }));

interface Props {
  zip: string;
  stateName: string;
  table: MatchTable;
  initialProfile: ResultsProfile;
  ratingsShown: boolean;
  settings: QuoteSettings & { analytics: AnalyticsSettings };
  /** The page's own address and the query values a profile change must keep (zip and utm). */
  path: string;
  keep: Record<string, string>;
}

/** The address for a profile, so a reload or a shared link shows the same list. */
function profileSearch(profile: ResultsProfile): string {
  const params = new URLSearchParams(window.location.search);
  params.set(PROFILE_PARAMS.age, String(profile.age));
  params.set(PROFILE_PARAMS.record, profile.record);
  params.set(PROFILE_PARAMS.coverage, profile.coverage);
  return `?${params}`;
}

/**
 * The insurers for the visitor's zip as cards, cheapest first for the chosen driver profile. The
 * server renders the first profile's list; a change re-prices from the table the page carries.
 * "Get quote" resolves the click to a partner's page through the site's partner routing.
 */
export function MatchResults({
  zip,
  stateName,
  table,
  initialProfile,
  ratingsShown,
  settings,
  path,
  keep,
}: Props) {
  const records = recordsFor(table);
  const [profile, setProfile] = useState<ResultsProfile>(() =>
    records.includes(initialProfile.record) ? initialProfile : { ...initialProfile, record: 'clean' },
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const matches = pricedMatches(table, profile);

  function choose(next: ResultsProfile) {
    setProfile(next);
    window.history.replaceState(null, '', profileSearch(next));
  }

  async function quote(company: MatchCompany) {
    if (busy) return;
    setBusy(company.keyword);
    setNotice(null);
    let flow: Awaited<ReturnType<typeof loadResultsClick>>;
    try {
      flow = await loadResultsClick();
    } catch {
      setNotice(ADS_TEXTS.tryLater);
      setBusy(null);
      return;
    }
    try {
      const result = await flow.runResultsClick(
        { zip, company: company.keyword, pageUrl: window.location.href },
        settings,
      );
      setNotice(result.notice);
      await sendOn(result.url, result);
      if (!result.newTab) return;
    } catch (failure) {
      flow.trackResultsFailure(failure);
      setNotice(ADS_TEXTS.tryLater);
    }
    setBusy(null);
  }

  return (
    <section className={styles.matches} aria-labelledby="matches-heading">
      <h2 id="matches-heading">{RESULTS_TEXTS.listHeading(stateName)}</h2>
      <ProfileControl profile={profile} records={records} action={path} keep={keep} onChange={choose} />
      <p className={styles.order}>{RESULTS_TEXTS.order(profile.age, profile.record, profile.coverage)}</p>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {matches.length === 0 ? (
        <p>{RESULTS_TEXTS.noPrices(stateName)}</p>
      ) : (
        <ul
          className={styles.cards}
          onPointerEnter={() => void loadResultsClick()}
          onFocus={() => void loadResultsClick()}
        >
          {matches.map((match) => (
            <InsurerCard
              key={match.company.keyword}
              match={match}
              ratingsShown={ratingsShown}
              busy={busy === match.company.keyword}
              onQuote={() => void quote(match.company)}
            />
          ))}
        </ul>
      )}
      <div className={styles.notes}>
        {records.length > 1 && <p>{RESULTS_TEXTS.recordNote}</p>}
        {ratingsShown && <p>{RESULTS_TEXTS.ratingsNote}</p>}
        <p>{RESULTS_TEXTS.partnerNote}</p>
      </div>
    </section>
  );
}
