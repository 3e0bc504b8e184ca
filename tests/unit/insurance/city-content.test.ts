import { describe, expect, it } from 'vitest';
import { cities } from '@/lib/insurance/cities';
import { cityNote } from '@/lib/insurance/city-notes';

/** Each city page says something true of that city alone, not tips every city page shares. */
describe('the city pages’ local notes', () => {
  it('cover every city with a page', () => {
    expect(cities.filter((city) => !cityNote(city.state, city.name)).map((city) => city.name)).toEqual([]);
  });

  it('share no sentence between two cities', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const city of cities) {
      for (const sentence of cityNote(city.state, city.name)?.notes ?? []) {
        const earlier = seen.get(sentence);
        if (earlier) repeated.push(`${earlier} and ${city.name}: ${sentence}`);
        seen.set(sentence, city.name);
      }
    }
    expect(repeated).toEqual([]);
  });
});
