import { z } from 'zod';
import { stateCodeSchema } from '@/lib/format/fields';
import raw from '@/data/insurance/cities.json';
import { slugify } from '@/lib/format/slug';
import { stateMinimums, type StateMinimum } from './state-minimums';

/** The cities with a cheap car insurance page, from data/insurance/cities.json. */
const citySchema = z.object({
  state: stateCodeSchema,
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
});

export interface City extends z.infer<typeof citySchema> {
  /** The state's rules: its name, minimum limits and no-fault status. */
  stateRules: StateMinimum;
  /** The last segment of the city's page address, e.g. `best-cheap-car-insurance-los-angeles-ca`. */
  pageSlug: string;
}

export const CITY_PAGE_PREFIX = 'best-cheap-car-insurance-';

const pageSlugOf = (name: string, state: string) =>
  `${CITY_PAGE_PREFIX}${slugify(name)}-${state.toLowerCase()}`;

/** The spec writes city pages without a trailing slash. */
export const cityPagePath = (city: Pick<City, 'pageSlug'>) => `/insurance/auto/${city.pageSlug}`;

const statesByCode = new Map<string, StateMinimum>(stateMinimums.states.map((state) => [state.code, state]));

export const cities: readonly City[] = z
  .object({ cities: z.array(citySchema).min(51 * 3) })
  .parse(raw)
  .cities.map((city) => {
    const state = statesByCode.get(city.state);
    if (!state)
      throw new Error(`data/insurance/cities.json: ${city.name} is in an unknown state ${city.state}`);
    return { ...city, stateRules: state, pageSlug: pageSlugOf(city.name, city.state) };
  });

const byPageSlug = new Map(cities.map((city) => [city.pageSlug, city]));
if (byPageSlug.size !== cities.length)
  throw new Error('data/insurance/cities.json: two cities share a page address');

/** A page slug made from a city's other name (Saint Petersburg for St. Petersburg), to redirect. */
const byAliasSlug = new Map(
  cities.flatMap((city) => city.aliases.map((alias) => [pageSlugOf(alias, city.state), city] as const)),
);

export function findCity(pageSlug: string): { city: City; canonical: boolean } | null {
  const city = byPageSlug.get(pageSlug);
  if (city) return { city, canonical: true };
  const aliased = byAliasSlug.get(pageSlug);
  return aliased ? { city: aliased, canonical: false } : null;
}

export const citiesOf = (stateCode: string) => cities.filter((city) => city.state === stateCode);
