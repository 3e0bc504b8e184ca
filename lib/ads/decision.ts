import { z } from 'zod/mini';
import { PLACEMENT_PATTERN, ZIP_FORMAT } from '@/lib/format/fields';
import { NO_ADVERTISER } from './constants';

// zod/mini: the quote flow in the browser validates decisions with these same schemas.
const optionalText = z.nullable(z.string());

/** The ad decision for one placement, exactly as the spec lists its fields (section 3). */
export const adDecisionSchema = z.object({
  advertiser_id: z.string().check(z.regex(/^\d{14}$/)),
  click_url: optionalText,
  impression_url: optionalText,
  banner_cta: optionalText,
  button_cta: optionalText,
  svg_icon: optionalText,
  banner_sub_copy: optionalText,
  customTemplate: optionalText,
  configuration: z.nullable(z.record(z.string(), z.unknown())),
  redirect_url: optionalText,
  topAdvertiserId: optionalText,
  campaignId: z.nullable(z.number()),
  flightId: z.nullable(z.number()),
  kevelError: optionalText,
});
export type AdDecision = z.infer<typeof adDecisionSchema>;

/** What the quote flow asks the ad server for: one vertical's placements for one visitor. */
export const decisionRequestSchema = z.object({
  vertical: z.string().check(z.regex(/^[a-z_-]{2,40}$/)),
  placements: z
    .array(
      z.object({
        divName: z.string().check(z.regex(PLACEMENT_PATTERN)),
        adTypes: z.array(z.int().check(z.positive())).check(z.maxLength(10)),
      }),
    )
    .check(z.minLength(1), z.maxLength(5)),
  url: z.string().check(z.maxLength(2_000)),
  /** None from a form that targets one company, where the zip is optional. */
  zip: z.nullable(z.string().check(z.regex(ZIP_FORMAT))),
  state: z.nullable(z.string().check(z.regex(/^[A-Z]{2}(_Blacklist)?$/))),
  keywords: z._default(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20)), []),
  /** The partner this visitor's split chose, which the embedded engine honours. */
  preferredPartner: z.nullish(z.string().check(z.maxLength(12))),
  /** Whether this visitor is in the pilot split. */
  pilot: z._default(z.boolean(), false),
});
export type DecisionRequest = z.output<typeof decisionRequestSchema>;

/** Who is asking, from the request the server received: never sent by the browser in the body. */
export interface Visitor {
  ip: string | null;
  userAgent: string | null;
}

/** One decision per placement's divName; null where the ad server chose nobody. */
export type Decisions = Record<string, AdDecision | null>;

export interface AdDecisionSource {
  readonly name: 'kevel' | 'embedded';
  decide(request: DecisionRequest, visitor: Visitor): Promise<Decisions>;
}

export const isEmptyDecision = (decision: AdDecision | null | undefined) =>
  !decision || decision.advertiser_id === NO_ADVERTISER;

/** A decision with every optional field empty, for the sources to fill in. */
export const blankDecision = (advertiserId: string): AdDecision => ({
  advertiser_id: advertiserId,
  click_url: null,
  impression_url: null,
  banner_cta: null,
  button_cta: null,
  svg_icon: null,
  banner_sub_copy: null,
  customTemplate: null,
  configuration: null,
  redirect_url: null,
  topAdvertiserId: null,
  campaignId: null,
  flightId: null,
  kevelError: null,
});
