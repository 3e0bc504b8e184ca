import 'server-only';
import { getConfig } from '@/lib/config';
import { createBackfillSource, type BackfillSource } from './backfill-source';
import type { AdDecisionSource } from './decision';
import { createEmbeddedDecisionSource } from './embedded-decision-source';
import { createKevelSource } from './kevel-source';

let source: AdDecisionSource | undefined;
let backfill: BackfillSource | null | undefined;

/** Kevel when it is configured, the embedded traffic-split engine otherwise. */
export function getAdDecisionSource(): AdDecisionSource {
  if (!source) {
    const { ads, quotes } = getConfig();
    source = ads ? createKevelSource(ads) : createEmbeddedDecisionSource(quotes.split);
  }
  return source;
}

/**
 * The ad exchange when it is configured. Without it an empty decision goes straight to the
 * vertical's default advertiser, which is the embedded behaviour: there is no local exchange to ask.
 */
export function getBackfillSource(): BackfillSource | null {
  if (backfill === undefined) {
    const settings = getConfig().quotes.backfill;
    backfill = settings ? createBackfillSource(settings) : null;
  }
  return backfill;
}
