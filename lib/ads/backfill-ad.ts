import { z } from 'zod/mini';

/**
 * One ad from the ad exchange that backfills an empty decision: the carrier to credit and the
 * exchange's own click URL. zod/mini: the browser reads it from the decision answer too. Only
 * https links pass, so a hostile answer cannot hand the visitor a `javascript:` URL.
 */
export const backfillAdSchema = z.object({
  carrier: z.string().check(z.minLength(1), z.maxLength(120)),
  clickUrl: z.string().check(z.maxLength(2_000), z.regex(/^https:\/\/[^\s/?#]+([/?#]\S*)?$/)),
});
export type BackfillAd = z.infer<typeof backfillAdSchema>;
