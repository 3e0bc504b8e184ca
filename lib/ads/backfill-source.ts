import 'server-only';
import { z } from 'zod';
import { withDeadline } from '@/lib/http/deadline';
import { log } from '@/lib/log';
import { backfillAdSchema, type BackfillAd } from './backfill-ad';
import { BACKFILL_TIMEOUT_MS, BACKFILL_VERSION } from './constants';

/** What the exchange needs to pick an ad: the place, the visitor and the time of day where they are. */
interface BackfillRequest {
  zip: string;
  ip: string | null;
  /** The visitor's hour, 0 to 23, as their browser tells it. */
  localHour: number;
  userAgent: string | null;
  language: string | null;
  url: string;
}

export interface BackfillSource {
  /** The exchange's first usable ad, or null when it has none, fails or answers garbage. */
  fill(request: BackfillRequest): Promise<BackfillAd | null>;
}

const answerSchema = z.object({
  // An exchange with no ad answers `ads: []`; an answer without the list is not the exchange's.
  ads: z.array(z.object({ carrier: z.unknown(), click_url: z.unknown() }).passthrough()),
});

/**
 * The ad-exchange backfill: one POST with the token, the zip, the visitor and the placement, at
 * version 17. Best effort: any failure is a health event and no ad, never an error for the visitor.
 */
export function createBackfillSource(options: {
  url: string;
  token: string;
  placementId: string;
  timeoutMs?: number;
}): BackfillSource {
  return {
    async fill(request) {
      const body = {
        api_token: options.token,
        data: { zip: request.zip },
        ip: request.ip ?? '',
        local_hour: request.localHour,
        placement_id: options.placementId,
        ua: request.userAgent ?? '',
        ua_language: request.language ?? '',
        url: request.url,
        version: BACKFILL_VERSION,
      };
      try {
        const answer = await withDeadline(options.timeoutMs ?? BACKFILL_TIMEOUT_MS, async (signal) => {
          const response = await fetch(options.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body),
            signal,
            cache: 'no-store',
          });
          if (!response.ok) throw new Error(`status ${response.status}`);
          return answerSchema.safeParse(await response.json().catch(() => null));
        });
        if (!answer.success) throw new Error('unexpected answer');
        for (const ad of answer.data.ads) {
          const usable = backfillAdSchema.safeParse({ carrier: ad.carrier, clickUrl: ad.click_url });
          if (usable.success) return usable.data;
        }
        return null;
      } catch (error) {
        log.warn('ads.backfill_failed', { error });
        return null;
      }
    },
  };
}
