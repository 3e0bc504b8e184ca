import type { PartnerCode } from './partners';

/** The verticals with a quote partner split (site-and-lead-routing.md section 9). */
export const SPLIT_VERTICALS = ['auto', 'home', 'renters', 'motorcycle', 'health', 'life', 'pet'] as const;
export type SplitVertical = (typeof SPLIT_VERTICALS)[number];

/** Each partner's share of a vertical's visitors, in percent of all of them. */
export type Split = Partial<Record<PartnerCode, number>>;

/** The shares the spec leaves to configuration, in percent (0 when unset). */
export interface SplitSettings {
  autoWayPercent: number;
  homePilotLtPercent: number;
  lifeQsPercent: number;
}

/**
 * The spec's table. Decisions where its words leave room:
 * - The shares are percentages of all visitors, as written, and are not renormalised. Where they
 *   add up to less than 100 (home's 81, health's pilot 80), the rest of the visitors get no
 *   preferred partner: the ad server's own choice, as on a vertical without a split. So health's
 *   pilot sends 80% to MA and leaves 20% to the ad server; it names no other partner.
 * - A share the spec leaves to configuration (auto's WAY, home's pilot LT, life's QS) is taken
 *   from the vertical's largest share, so a split never adds up to more than 100.
 * - The auto pilot's choice, once kept, is the partner served (see `keptChoiceStands`).
 */
export function trafficSplits(
  settings: SplitSettings,
): Record<SplitVertical, { normal: Split; pilot: Split }> {
  return {
    auto: {
      normal: withConfigured({ QS: 100 }, 'WY', settings.autoWayPercent),
      pilot: { ZE: 100 },
    },
    home: {
      normal: { MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 },
      pilot: withConfigured({ MA: 2.5, PG: 0.01, QS: 97.49 }, 'LT', settings.homePilotLtPercent),
    },
    renters: { normal: { MA: 20, QS: 80 }, pilot: { MA: 25, QS: 75 } },
    motorcycle: { normal: { MA: 80, QS: 20 }, pilot: { MA: 20, QS: 80 } },
    health: { normal: { MA: 100 }, pilot: { MA: 80 } },
    life: {
      normal: withConfigured({ MA: 99.99, PG: 0.01 }, 'QS', settings.lifeQsPercent),
      pilot: { MA: 100 },
    },
    pet: { normal: { MA: 100 }, pilot: { MA: 100 } },
  };
}

/** Gives `code` its configured share, taken from the split's largest share. */
function withConfigured(split: Split, code: PartnerCode, percent: number): Split {
  const entries = Object.entries(split) as [PartnerCode, number][];
  const [largest] = entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const share = Math.min(Math.max(percent, 0), split[largest] ?? 0);
  return { ...split, [largest]: Number(((split[largest] ?? 0) - share).toFixed(4)), [code]: share };
}

const positive = (split: Split) =>
  (Object.entries(split) as [PartnerCode, number][]).filter(([, weight]) => weight > 0);

/**
 * The visitor's preferred partner: `random()` in [0, 1) lands in a partner's percentage, or in the
 * rest of 100 that names none (null: the ad server chooses).
 */
export function pickPartner(split: Split, random: () => number): PartnerCode | null {
  let point = random() * 100;
  for (const [code, weight] of positive(split)) {
    point -= weight;
    if (point < 0) return code;
  }
  return null;
}

/** The embedded ad server's own choice when a visitor has no preference: by the shares, relative. */
export function pickByWeight(split: Split, random: () => number): PartnerCode | null {
  const entries = positive(split);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const [code, weight] of entries) {
    point -= weight;
    if (point < 0) return code;
  }
  return entries.at(-1)?.[0] ?? null;
}

/**
 * Whether a visitor's kept partner is still theirs: while it has a share in the split, and for
 * the auto pilot once chosen, whatever the split says later (site-and-lead-routing.md section 4).
 * The partner choice and the embedded ad server both ask this, so the partner kept, served and
 * tracked is the same one.
 */
export const keptChoiceStands = (vertical: SplitVertical, pilot: boolean, split: Split, code: PartnerCode) =>
  (vertical === 'auto' && pilot) || (split[code] ?? 0) > 0;

export const isSplitVertical = (vertical: string): vertical is SplitVertical =>
  (SPLIT_VERTICALS as readonly string[]).includes(vertical);
