import { z } from 'zod';

/** A US state or DC as a two-letter postal code: `CA`, `DC`. One rule for every boundary that takes one. */
const STATE_CODE_PATTERN = /^[A-Z]{2}$/;
export const stateCodeSchema = z.string().regex(STATE_CODE_PATTERN);
