import { z } from 'zod/mini';
import type { BackfillAd } from '@/lib/ads/backfill-ad';
import { decisionRequestSchema, isEmptyDecision, type Decisions } from '@/lib/ads/decision';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { placementHandler } from '@/lib/ads/widgets';
import { getAdDecisionSource, getBackfillSource } from '@/lib/ads/source-for-config';
import { clientAddress } from '@/lib/http/client-address';
import { readSiteWrite } from '@/lib/http/request';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { requestOptsOut } from '@/lib/privacy/opt-out';
import { ZIP_TEXTS } from '@/lib/zip/messages';
import { decisionZipToState } from '@/lib/quotes/zip-table';
import { DECISION_BODY_MAX_BYTES } from '@/lib/ads/constants';

const bodySchema = z.extend(z.omit(decisionRequestSchema, { state: true }), {
  /** The visitor's hour where they are, for the ad exchange. */
  localHour: z.optional(z.int().check(z.gte(0), z.lte(23))),
});
type DecisionBody = z.output<typeof bodySchema>;

/**
 * POST /api/ads/decision: the ad decision for a quote click. The server adds what the browser
 * must not choose: the state (from the zip), the visitor's address and user agent. When the ad
 * server fails, the answer says so with the spec's reason and the browser falls back.
 */
export async function POST(request: Request) {
  const parsed = await readSiteWrite(request, bodySchema, {
    what: 'decision request',
    maxBytes: DECISION_BODY_MAX_BYTES,
  });
  if (!parsed.ok) return parsed.response;
  const placements = handledPlacements(parsed.value.placements);
  if (!placements.ok) return jsonError(400, placements.error);
  const lookup = parsed.value.zip ? decisionZipToState()(parsed.value.zip) : null;
  if (lookup && !lookup.ok) return jsonError(400, ZIP_TEXTS.lookupFailed);
  const state = lookup?.state ?? null;
  const source = getAdDecisionSource();
  // A visitor who opted out of sale and sharing is decided for without their address or browser,
  // and never sent to the ad exchange.
  const optedOut = requestOptsOut(request.headers);
  const ip = clientAddress(request);
  const visitor = optedOut
    ? { ip: null, userAgent: null }
    : { ip, userAgent: request.headers.get('user-agent') };
  try {
    const decisions = await source.decide({ ...parsed.value, placements: placements.value, state }, visitor);
    const backfill = optedOut ? {} : await backfillEmpty(decisions, parsed.value, request, ip);
    return jsonResponse({ decisions, backfill, state, error: null });
  } catch (error) {
    // A health event: the quote flow still works through the fallback advertiser.
    log.warn('ads.decision_failed', { source: source.name, vertical: parsed.value.vertical, error });
    return jsonResponse({ decisions: {}, backfill: {}, state, error: ADS_TEXTS.fetchFailed });
  }
}

/**
 * Each placement with the ad types its widget's handler asks for: the short code decides them,
 * not the browser. A code no handler knows is refused with the spec's error text.
 */
function handledPlacements(
  placements: DecisionBody['placements'],
): { ok: true; value: DecisionBody['placements'] } | { ok: false; error: string } {
  try {
    return {
      ok: true,
      value: placements.map(({ divName }) => ({ divName, adTypes: placementHandler(divName).adTypes })),
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : ADS_TEXTS.fetchFailed };
  }
}

/**
 * The ad exchange's ad for each placement the ad server left empty, when the exchange is
 * configured. Auto quotes always land on compare-matches, so they never need one.
 */
async function backfillEmpty(
  decisions: Decisions,
  body: DecisionBody,
  request: Request,
  ip: string,
): Promise<Record<string, BackfillAd>> {
  const exchange = getBackfillSource();
  const empty = Object.keys(decisions).filter((divName) => isEmptyDecision(decisions[divName]));
  if (!exchange || !body.zip || body.vertical === 'auto' || empty.length === 0) return {};
  const ad = await exchange.fill({
    zip: body.zip,
    ip: ip === 'unknown' ? null : ip,
    localHour: body.localHour ?? new Date().getUTCHours(),
    userAgent: request.headers.get('user-agent'),
    language: request.headers.get('accept-language')?.split(',')[0]?.trim() ?? null,
    url: body.url,
  });
  return ad ? Object.fromEntries(empty.map((divName) => [divName, ad])) : {};
}
