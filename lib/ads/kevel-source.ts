import 'server-only';
import { z } from 'zod';
import { withDeadline } from '@/lib/http/deadline';
import { blankDecision, type AdDecision, type AdDecisionSource, type Decisions } from './decision';
import { ADS_TEXTS } from './messages';
import { KEVEL_TIMEOUT_MS, NO_ADVERTISER } from './constants';

/** Kevel's failure, with the spec's fallback-reason text. */
class KevelError extends Error {
  constructor(readonly detail: string) {
    super(ADS_TEXTS.fetchFailed);
    this.name = 'KevelError';
  }
}

const kevelDecisionSchema = z.object({
  advertiserId: z.number().int().nonnegative(),
  campaignId: z.number().int().nullish(),
  flightId: z.number().int().nullish(),
  clickUrl: z.string().nullish(),
  impressionUrl: z.string().nullish(),
  contents: z
    .array(
      z.object({
        customTemplate: z.string().nullish(),
        data: z
          .object({ customData: z.record(z.string(), z.unknown()).nullish() })
          .passthrough()
          .nullish(),
      }),
    )
    .nullish(),
});
// With `count` set Kevel answers each placement with a list; without it, one decision or null.
const kevelResponseSchema = z.object({
  decisions: z
    // Every answer Kevel gives carries `decisions`; one without it is not Kevel's.
    .record(z.string(), z.union([kevelDecisionSchema, z.array(kevelDecisionSchema), z.null()])),
});
type KevelDecision = z.infer<typeof kevelDecisionSchema>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Kevel's decision as the spec's entity: ids padded to 14 digits, creative fields from customData. */
function toAdDecision(raw: KevelDecision): AdDecision {
  const content = raw.contents?.[0];
  const custom = content?.data?.customData ?? {};
  const advertiserId = text(custom.advertiser_id) ?? String(raw.advertiserId).padStart(14, '0');
  const configuration = custom.configuration;
  return {
    ...blankDecision(/^\d{14}$/.test(advertiserId) ? advertiserId : NO_ADVERTISER),
    click_url: raw.clickUrl ?? null,
    impression_url: raw.impressionUrl ?? null,
    banner_cta: text(custom.banner_cta),
    button_cta: text(custom.button_cta),
    svg_icon: text(custom.svg_icon),
    banner_sub_copy: text(custom.banner_sub_copy),
    customTemplate: content?.customTemplate ?? null,
    configuration:
      configuration && typeof configuration === 'object' && !Array.isArray(configuration)
        ? (configuration as Record<string, unknown>)
        : null,
    redirect_url: text(custom.redirect_url),
    topAdvertiserId: String(raw.advertiserId).padStart(14, '0'),
    campaignId: raw.campaignId ?? null,
    flightId: raw.flightId ?? null,
  };
}

/**
 * Kevel's Decision API v2: one POST with the placements (site, network, ad types, count 1, the
 * page's url, zip and state as properties), the keywords, the visitor's IP and user agent.
 */
export function createKevelSource(options: {
  baseUrl: string;
  networkId: number;
  siteId: number;
  timeoutMs?: number;
}): AdDecisionSource {
  return {
    name: 'kevel',
    async decide(request, visitor): Promise<Decisions> {
      const body = {
        placements: request.placements.map((placement) => ({
          divName: placement.divName,
          networkId: options.networkId,
          siteId: options.siteId,
          adTypes: placement.adTypes,
          count: 1,
          properties: {
            url: request.url,
            ...(request.zip && { zip: request.zip }),
            ...(request.state && { state: request.state }),
          },
        })),
        keywords: request.keywords,
        ...(visitor.ip && { ip: visitor.ip }),
      };
      let parsed: ReturnType<typeof kevelResponseSchema.safeParse>;
      try {
        parsed = await withDeadline(options.timeoutMs ?? KEVEL_TIMEOUT_MS, async (signal) => {
          const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/api/v2`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              ...(visitor.userAgent && { 'User-Agent': visitor.userAgent }),
            },
            body: JSON.stringify(body),
            signal,
            cache: 'no-store',
          });
          if (!response.ok) throw new KevelError(`status ${response.status}`);
          return kevelResponseSchema.safeParse(await response.json().catch(() => null));
        });
      } catch (error) {
        if (error instanceof KevelError) throw error;
        throw new KevelError(error instanceof Error ? error.name : 'network');
      }
      if (!parsed.success) throw new KevelError('unexpected answer');
      return Object.fromEntries(
        request.placements.map(({ divName }) => {
          const raw = parsed.data.decisions[divName];
          const first = Array.isArray(raw) ? raw[0] : raw;
          return [divName, first ? toAdDecision(first) : null];
        }),
      );
    },
  };
}
