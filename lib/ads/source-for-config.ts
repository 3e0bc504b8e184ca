import 'server-only';
import { getConfig } from '@/lib/config';
import type { AdDecisionSource } from './decision';
import { createEmbeddedDecisionSource } from './embedded-decision-source';
import { createKevelSource } from './kevel-source';

let source: AdDecisionSource | undefined;

/** Kevel when it is configured, the embedded traffic-split engine otherwise. */
export function getAdDecisionSource(): AdDecisionSource {
  if (!source) {
    const { ads, quotes } = getConfig();
    source = ads ? createKevelSource(ads) : createEmbeddedDecisionSource(quotes.split);
  }
  return source;
}
