import { z } from 'zod';
import { NO_ADVERTISER } from './partners';

/** The ad decision for one placement, exactly as the spec lists its fields (section 3). */
export const adDecisionSchema = z.object({
  advertiser_id: z.string().regex(/^\d{14}$/),
  click_url: z.string().nullable(),
  impression_url: z.string().nullable(),
  banner_cta: z.string().nullable(),
  button_cta: z.string().nullable(),
  svg_icon: z.string().nullable(),
  banner_sub_copy: z.string().nullable(),
  customTemplate: z.string().nullable(),
  configuration: z.record(z.string(), z.unknown()).nullable(),
  redirect_url: z.string().nullable(),
  topAdvertiserId: z.string().nullable(),
  campaignId: z.number().nullable(),
  flightId: z.number().nullable(),
  kevelError: z.string().nullable(),
});
export type AdDecision = z.infer<typeof adDecisionSchema>;

/** What the quote flow asks the ad server for: one vertical's placements for one visitor. */
export const decisionRequestSchema = z.object({
  vertical: z.string().regex(/^[a-z_-]{2,40}$/),
  placements: z
    .array(
      z.object({
        divName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        adTypes: z.array(z.int().positive()).max(10),
      }),
    )
    .min(1)
    .max(5),
  url: z.string().max(2_000),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/),
  state: z.string().regex(/^[A-Z]{2}(_Blacklist)?$/),
  keywords: z.array(z.string().max(60)).max(20).default([]),
  /** The partner this visitor's split chose, which the embedded engine honours. */
  preferredPartner: z.string().max(12).nullish(),
});
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

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
