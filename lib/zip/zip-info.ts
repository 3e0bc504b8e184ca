// Relative imports only: lib/config.ts validates configured zip tables with this schema.
import { z } from 'zod';
import { stateCodeSchema } from '../format/state-code';

/** One row of the states' zip table (site-and-lead-routing.md section 3, "Zip info"). */
export const zipInfoSchema = z.object({
  st: stateCodeSchema,
  state: z.string().min(1),
  rangeFrom: z.int().min(0).max(99_999),
  rangeTo: z.int().min(0).max(99_999),
  blackListedZipCodes: z.array(z.int().min(0).max(99_999)),
});
export type ZipInfo = z.infer<typeof zipInfoSchema>;
