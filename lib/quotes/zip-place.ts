import 'server-only';
import { lookupByName } from 'zipcodes';
import { cities, cityPagePath } from '@/lib/insurance/cities';
import { findStateByCode, statePagePath } from '@/lib/insurance/states';
import { placeOfZip } from '@/lib/location/locate';
import { zipToState } from '@/lib/zip/zip-to-state';

/**
 * The place compare-matches names for a zip: "Beverly Hills, CA" for 90210.
 *
 * The state is the spec's zip-to-state lookup (its ranges, special zips and blacklists), the
 * same one the ad server's decision uses, so the page and the partner agree on it. The city comes
 * from the `zipcodes` package, the maintained US zip database the visitor-location feature
 * already bundles (placeOfZip): local data, no outside call, so it works on a fresh clone and
 * needs no geocoding service.
 *
 * That database files a unique zip under the organisation that receives its mail ("Dhs",
 * "Internal Revenue", "Allstate Insurance Co"), which is not a place to name. So a city is named
 * only when the database puts the zip in the same state and the name is a real post-office city:
 * one the site has a city page for, or one the database files at least two of the state's zips
 * under (the two organisations it files under several are listed below). Anything else, a small
 * town with a single zip included, gets the state's name ("Pennsylvania"): less precise, never a
 * wrong city.
 */

/** Organisations the zip database files under several zips of one state, as if they were towns. */
const NOT_PLACES = new Set(['KANSAS LOTTERY', 'PARCEL RETURN SERVICE']);
const POST_OFFICE_CITY_MIN_ZIPS = 2;

interface ZipPlace {
  zip: string;
  state: { code: string; name: string };
  /** The zip's city, when it is a real post-office city in this state (the site's spelling where it has a page). */
  city: string | null;
  /** What the heading names: "Beverly Hills, CA", or the state's name. */
  label: string;
  /** The site's page on car insurance there: the city's page when there is one, else the state's. */
  guide: { path: string; place: string };
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }) === 0;

function cityGuide(city: string, stateCode: string) {
  const page = cities.find(
    (entry) =>
      entry.state === stateCode && [entry.name, ...entry.aliases].some((name) => sameName(name, city)),
  );
  return page ? { path: cityPagePath(page), place: page.name } : null;
}

function isPostOfficeCity(city: string, stateCode: string): boolean {
  return (
    !NOT_PLACES.has(city.toUpperCase()) && lookupByName(city, stateCode).length >= POST_OFFICE_CITY_MIN_ZIPS
  );
}

/** The zip's place, or null when the zip maps to no state (the page shows the lookup error). */
export function placeForZip(zip: string): ZipPlace | null {
  const lookup = zipToState(zip);
  const state = lookup.ok ? findStateByCode(lookup.state.slice(0, 2)) : null;
  if (!state) return null;
  const known = placeOfZip(zip);
  const candidate = known.city && known.state === state.code ? known.city : null;
  const page = candidate ? cityGuide(candidate, state.code) : null;
  const city = page?.place ?? (candidate && isPostOfficeCity(candidate, state.code) ? candidate : null);
  return {
    zip,
    state: { code: state.code, name: state.name },
    city,
    label: city ? `${city}, ${state.code}` : state.name,
    guide: page ?? { path: statePagePath(state), place: state.name },
  };
}
