import { z } from 'zod/mini';
import {
  DEFAULT_PROFILE,
  DRIVER_AGES,
  DRIVING_RECORDS,
  PROFILE_PARAMS,
  RESULTS_COVERAGES,
  type ResultsProfile,
} from './constants';

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const ageSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => Number(text)),
  ),
  z.literal(DRIVER_AGES),
);

/**
 * The driver profile a compare-matches address asks for (age, record, coverage). Each value is
 * read on its own: one that is missing or not offered takes the default, the others stand.
 */
export function readResultsProfile(search: Search): ResultsProfile {
  const field = <T>(schema: z.ZodMiniType<T>, key: string, fallback: T): T => {
    const parsed = schema.safeParse(first(search[key]));
    return parsed.success ? parsed.data : fallback;
  };
  return {
    age: field(ageSchema, PROFILE_PARAMS.age, DEFAULT_PROFILE.age),
    record: field(
      z.enum(DRIVING_RECORDS.map((record) => record.id)),
      PROFILE_PARAMS.record,
      DEFAULT_PROFILE.record,
    ),
    coverage: field(z.enum(RESULTS_COVERAGES), PROFILE_PARAMS.coverage, DEFAULT_PROFILE.coverage),
  };
}
