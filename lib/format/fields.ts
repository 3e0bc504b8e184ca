import { z } from 'zod';
import { SLUG_PATTERN } from './slug';
import { stateCodeSchema } from './state-code';

/**
 * The field rules every boundary shares (CMS sections, the read proxies, insurance data, the zip
 * box, the ad server): one definition each. Patterns for zod/mini schemas, schemas for zod's.
 */

export { stateCodeSchema };
export { ZIP_FORMAT } from '@/lib/zip/validate';

/** An ad placement (the ad server's div name): letters, digits, `_` and `-`, at most 64. */
export const PLACEMENT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const slugSchema = z.string().regex(SLUG_PATTERN);
/** A five-digit zip, as the rates API keys its tables (no +4). */
export const zip5Schema = z.string().regex(/^\d{5}$/);
export const placementSchema = z.string().regex(PLACEMENT_PATTERN);
