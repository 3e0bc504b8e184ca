import 'server-only';
import { listReviews } from '@/lib/cms/content';
import { slugify } from '@/lib/format/slug';
import { company, companyByAlias } from '@/lib/insurance/companies';
import { log } from '@/lib/log';
import { readRates } from '@/lib/rates/read';
import { DRIVER_AGES, DRIVING_RECORDS, RESULTS_COVERAGES } from './constants';
import { profileKey, type MatchCompany, type MatchTable } from './results-profile';

/**
 * compare-matches' data for one state, read on the server.
 *
 * Prices: quotesByProfile for every age and coverage the page offers, all shipped with the page
 * (a few hundred numbers, about 2 KB) rather than fetched through /api/tools-calls/ when the
 * visitor changes the profile. That is the lighter choice: no fetching or validation code in the
 * page's bundle, no wait and no request per change, and the reads are cached per state on the
 * server (lib/rates/cache.ts), so ten reads cost the rates API ten calls an hour per state.
 *
 * Records: the state's record factors from the auto calculator's table, the rates data's own
 * average surcharge per record (see DRIVING_RECORDS).
 *
 * Logos and ratings: the site's company list gives the logo file (public/logos/{id}.svg), and
 * the site's own auto reviews give the rating. A company the site does not know gets a monogram;
 * one it has not reviewed is "Not rated". When the reviews cannot be read the ratings are left
 * out rather than shown as "Not rated".
 */

/** The ad decision request's limit for one keyword. */
const KEYWORD_MAX = 60;

/** The company on this site for a rates table's name, or one of its other names (Erie for Erie Insurance). */
const siteCompany = (name: string) => company(slugify(name)) ?? companyByAlias(slugify(name));

async function autoRatings(): Promise<Map<string, number> | null> {
  try {
    const reviews = await listReviews('auto');
    return new Map(reviews.map((review) => [review.companyId, review.rating]));
  } catch (error) {
    log.warn('compare_matches.ratings_unavailable', { error });
    return null;
  }
}

interface MatchData {
  table: MatchTable;
  /** False when the reviews could not be read: the cards then show no rating line at all. */
  ratingsShown: boolean;
}

/** Every offered profile's quotes for the state, or null when the rates data has none at all. */
export async function readMatchData(state: string): Promise<MatchData | null> {
  const profiles = DRIVER_AGES.flatMap((age) => RESULTS_COVERAGES.map((coverage) => ({ age, coverage })));
  const [answers, calculator, ratings] = await Promise.all([
    Promise.all(
      profiles.map((profile) =>
        readRates('compare matches', (source) => source.quotesByProfile({ state, ...profile })),
      ),
    ),
    readRates('compare matches records', (source) => source.autoCalculator(state)),
    autoRatings(),
  ]);
  const names = [...new Set(answers.flatMap((answer) => answer?.quotes.map((quote) => quote.company) ?? []))];
  if (names.length === 0) return null;
  const companies = names.map((name): MatchCompany => {
    const known = siteCompany(name);
    return {
      name: known?.name ?? name,
      keyword: (known?.id ?? slugify(name)).slice(0, KEYWORD_MAX),
      logo: known?.logo ?? null,
      rating: (known && ratings?.get(known.id)) ?? null,
    };
  });
  const monthly = Object.fromEntries(
    profiles.map((profile, index) => {
      const quotes = new Map(answers[index]?.quotes.map((quote) => [quote.company, quote.monthly_premium]));
      return [profileKey(profile.age, profile.coverage), names.map((name) => quotes.get(name) ?? null)];
    }),
  );
  const factors = new Map(calculator?.record_factors.map((entry) => [entry.profile, entry.factor]));
  const recordFactors = Object.fromEntries(
    DRIVING_RECORDS.flatMap((record) => {
      const factor = factors.get(record.profile);
      return factor === undefined ? [] : [[record.id, factor]];
    }),
  );
  return { table: { companies, monthly, recordFactors }, ratingsShown: ratings !== null };
}
