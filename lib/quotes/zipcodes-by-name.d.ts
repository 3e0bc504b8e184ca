/** The zip database's lookup by city, which compare-matches uses besides lib/location's `lookup`. */
declare module 'zipcodes' {
  export function lookupByName(city: string, state: string): ZipRecord[];
}
