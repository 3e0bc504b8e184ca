import type { Coverage } from '@/lib/rates/schemas';
import type { DriverAge, DrivingRecord } from './constants';

const RECORD_NAMES: Record<DrivingRecord, string> = {
  clean: 'Clean record',
  ticket: 'One speeding ticket',
  accident: 'One at-fault accident',
  dui: 'One DUI',
};

const RECORD_PHRASES: Record<DrivingRecord, string> = {
  clean: 'a clean record',
  ticket: 'one speeding ticket',
  accident: 'one at-fault accident',
  dui: 'one DUI',
};

const COVERAGE_NAMES: Record<Coverage, string> = {
  full: 'Full coverage',
  minimum: 'State minimum',
};

const COVERAGE_PHRASES: Record<Coverage, string> = {
  full: 'full coverage',
  minimum: 'the state minimum liability coverage',
};

/** "an 18-year-old", "a 35-year-old": the article goes by how the number is said. */
const ageArticle = (age: DriverAge) => (/^(8|11|18)/.test(String(age)) ? 'an' : 'a');

/** What compare-matches says to visitors, in one place. */
export const RESULTS_TEXTS = {
  title: (place: string) => `Car insurance matches in ${place}`,
  titleWithoutZip: 'Find car insurance for your ZIP code',
  forZip: (zip: string) => `Insurers and sample prices for ZIP code ${zip}.`,
  zipNotMatched: (zip: string) => `we could not match ${zip} to a state.`,
  zipFormLabel: 'Change ZIP code',
  zipLabel: 'ZIP code',
  zipButton: 'Update',
  zipButtonFirst: 'See matches',
  listHeading: (stateName: string) => `Insurers selling in ${stateName}`,
  profileLegend: 'Your driver profile',
  ageLabel: 'Driver age',
  ageOption: (age: DriverAge) => `${age} years old`,
  recordLabel: 'Driving record',
  recordOption: (record: DrivingRecord) => RECORD_NAMES[record],
  coverageLabel: 'Coverage',
  coverageOption: (coverage: Coverage) => COVERAGE_NAMES[coverage],
  /** Shown only without JavaScript, where the choices need a submit to apply. */
  profileButton: 'Show prices',
  order: (age: DriverAge, record: DrivingRecord, coverage: Coverage) =>
    `Cheapest first, by the sample monthly price for ${ageArticle(age)} ${age}-year-old driver with ${RECORD_PHRASES[record]} and ${COVERAGE_PHRASES[coverage]}.`,
  recordNote:
    'A ticket, accident or DUI raises every price by the state’s average surcharge for it; each insurer’s own surcharge differs.',
  partnerNote:
    'Get quote takes you to one of our quote partners, who may pay us when you ask for quotes. Your own price depends on your car, your address, your record and the coverage you choose.',
  perMonth: 'per month',
  ratingLabel: 'Our rating',
  rating: (value: number) => `${value.toFixed(1)} out of 5`,
  notRated: 'Not rated',
  ratingsNote: 'Ratings are our editors’ review scores (sample ratings for illustration).',
  getQuote: 'Get quote',
  /** Read after the visible "Get quote", so each button is named for its insurer. */
  getQuoteFrom: (name: string) => `from ${name}`,
  noPrices: (stateName: string) =>
    `We have no sample prices for ${stateName} for this profile. Try another age or coverage.`,
  pricesUnavailable: 'Prices are not available right now. Please try again later.',
  listingsTitle: 'More offers from our partners',
  listingsNote:
    'Sponsored: these partners pay us when you visit them. They can help you compare quotes from insurers beyond the list above.',
  listingsLoading: 'Loading partner offers…',
  moreAbout: 'More about',
  carInsuranceIn: (place: string) => `car insurance in ${place}`,
} as const;
