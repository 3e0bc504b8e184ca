/** The little of the `zipcodes` package (a maintained US zip database) this site uses. */
declare module 'zipcodes' {
  interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipRecord | undefined;
  /** The zips filed under a city in a state (compare-matches checks a city is a real post office). */
  export function lookupByName(city: string, state: string): ZipRecord[];
}
