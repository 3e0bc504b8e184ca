import type { PartnerCode } from './partners';

/** The verticals with a quote partner split (site-and-lead-routing.md section 9). */
export const SPLIT_VERTICALS = ['auto', 'home', 'renters', 'motorcycle', 'health', 'life', 'pet'] as const;
export type SplitVertical = (typeof SPLIT_VERTICALS)[number];

export type Split = Partial<Record<PartnerCode, number>>;

/** The shares the spec leaves to configuration, in percent (0 when unset). */
export interface SplitSettings {
  autoWayPercent: number;
  homePilotLtPercent: number;
  lifeQsPercent: number;
}

/**
 * The spec's table, in percent: each vertical's normal split and its pilot split. Weights are
 * relative (home's normal shares add up to 81), so a pick divides by their sum.
 */
export function trafficSplits(
  settings: SplitSettings,
): Record<SplitVertical, { normal: Split; pilot: Split }> {
  return {
    auto: {
      normal: { QS: 100 - settings.autoWayPercent, WY: settings.autoWayPercent },
      pilot: { ZE: 100 },
    },
    home: {
      normal: { MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 },
      pilot: { MA: 2.5, PG: 0.01, QS: 97.49, LT: settings.homePilotLtPercent },
    },
    renters: { normal: { MA: 20, QS: 80 }, pilot: { MA: 25, QS: 75 } },
    motorcycle: { normal: { MA: 80, QS: 20 }, pilot: { MA: 20, QS: 80 } },
    // The spec gives health's pilot MA 80%; the rest goes to health's lead marketplace.
    health: { normal: { MA: 100 }, pilot: { MA: 80, HCU65: 20 } },
    life: { normal: { MA: 99.99, PG: 0.01, QS: settings.lifeQsPercent }, pilot: { MA: 100 } },
    pet: { normal: { MA: 100 }, pilot: { MA: 100 } },
  };
}

/** A weighted random pick: `random()` in [0, 1) lands in a partner's share of the total. */
export function pickPartner(split: Split, random: () => number): PartnerCode | null {
  const entries = (Object.entries(split) as [PartnerCode, number][]).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const [code, weight] of entries) {
    point -= weight;
    if (point < 0) return code;
  }
  return entries.at(-1)?.[0] ?? null;
}

export const isSplitVertical = (vertical: string): vertical is SplitVertical =>
  (SPLIT_VERTICALS as readonly string[]).includes(vertical);
