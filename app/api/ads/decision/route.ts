import { z } from 'zod/mini';
import { decisionRequestSchema } from '@/lib/ads/decision';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { getAdDecisionSource } from '@/lib/ads/source-for-config';
import { clientAddress } from '@/lib/http/client-address';
import { readJsonBody } from '@/lib/http/json-body';
import { jsonError, jsonResponse } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { ZIP_TEXTS } from '@/lib/zip/messages';
import { zipToState } from '@/lib/zip/zip-to-state';

const bodySchema = z.omit(decisionRequestSchema, { state: true });
const BODY_MAX_BYTES = 8 * 1024;

/**
 * POST /api/ads/decision: the ad decision for a quote click. The server adds what the browser
 * must not choose: the state (from the zip), the visitor's address and user agent. When the ad
 * server fails, the answer says so with the spec's reason and the browser falls back.
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request, BODY_MAX_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(
      400,
      `Invalid decision request: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const lookup = zipToState(parsed.data.zip);
  if (!lookup.ok) return jsonError(400, ZIP_TEXTS.lookupFailed);
  const source = getAdDecisionSource();
  const visitor = { ip: clientAddress(request), userAgent: request.headers.get('user-agent') };
  try {
    const decisions = await source.decide({ ...parsed.data, state: lookup.state }, visitor);
    return jsonResponse({ decisions, state: lookup.state, error: null });
  } catch (error) {
    // A health event: the quote flow still works through the fallback advertiser.
    log.warn('ads.decision_failed', { source: source.name, vertical: parsed.data.vertical, error });
    return jsonResponse({ decisions: {}, state: lookup.state, error: ADS_TEXTS.fetchFailed });
  }
}
