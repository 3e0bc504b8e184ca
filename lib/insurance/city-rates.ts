import 'server-only';
import { readRates } from '@/lib/rates/read';
import type { City } from './cities';

/** A city's rates, trying each of its names: the rate tables may know it by another (Boise City). */
export function readCityRates(city: City) {
  return readRates('city', async (source) => {
    for (const name of [city.name, ...city.aliases]) {
      const answer = await source.city(name, city.state);
      if (answer) return answer;
    }
    return null;
  });
}

export type CityRatesAnswer = NonNullable<Awaited<ReturnType<typeof readCityRates>>>;
