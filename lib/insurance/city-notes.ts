import { z } from 'zod';
import raw from '@/data/insurance/city-notes.json';
import { stateCodeSchema } from '@/lib/format/fields';

/**
 * What affects car insurance locally in each page's city: its roads, weather and risks, written
 * for that city alone (data/insurance/city-notes.json), so no two city pages read alike.
 */
export const LOCAL_FACTORS = {
  weather: 'Severe weather',
  flooding: 'Flooding',
  hail: 'Hail',
  hurricanes: 'Hurricanes',
  snow: 'Snow and ice',
  wildfire: 'Wildfire',
  traffic: 'Heavy traffic',
  theft: 'Theft and break-ins',
  commuting: 'Long commutes',
  college: 'College town',
  tourism: 'Tourist traffic',
  'rural-roads': 'Rural roads',
  military: 'Military community',
} as const;

const cityNoteSchema = z.object({
  state: stateCodeSchema,
  city: z.string().min(1),
  notes: z.array(z.string().min(1)).min(1),
  factors: z.array(z.enum(Object.keys(LOCAL_FACTORS) as [keyof typeof LOCAL_FACTORS])).min(1),
});
export type CityNote = z.infer<typeof cityNoteSchema>;

const notes = z.object({ cities: z.array(cityNoteSchema) }).parse(raw).cities;
const byCity = new Map(notes.map((note) => [`${note.state}|${note.city}`, note]));

export const cityNote = (state: string, city: string): CityNote | null =>
  byCity.get(`${state}|${city}`) ?? null;
