import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedDecisionSource } from '@/lib/ads/embedded-decision-source';
import { choosePartner, PARTNER_CHOICE_KEY, type ChoiceStore } from '@/lib/ads/partner-choice';
import { partnerByCode } from '@/lib/ads/partners';
import {
  pickByWeight,
  pickPartner,
  SPLIT_VERTICALS,
  trafficSplits,
  type Split,
} from '@/lib/ads/traffic-split';
import { seededRandom } from '@/scripts/seeded-random';

const settings = { autoWayPercent: 0, homePilotLtPercent: 0, lifeQsPercent: 0 };
const DRAWS = 100_000;

function shares(split: Split, seed: number) {
  const random = seededRandom(seed);
  const counts: Record<string, number> = {};
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = pickPartner(split, random) ?? 'none';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

const memoryStore = (): ChoiceStore & { values: Map<string, string> } => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
};

/**
 * Pearson's chi-square of observed counts against the split's percentages, the part of 100 that
 * names no partner counted as its own category. Categories expected fewer than 5 times are left
 * out, as the test requires.
 */
function chiSquare(split: Split, counts: Record<string, number>) {
  const named = Object.entries(split).filter(([, weight]) => weight > 0);
  const rest = 100 - named.reduce((sum, [, weight]) => sum + weight, 0);
  const categories = [...named, ...(rest > 1e-9 ? [['none', rest] as const] : [])];
  let statistic = 0;
  let degrees = -1;
  for (const [code, weight] of categories) {
    const expected = (DRAWS * weight) / 100;
    if (expected < 5) continue;
    statistic += ((counts[code] ?? 0) - expected) ** 2 / expected;
    degrees++;
  }
  return { statistic, degrees };
}

/** The chi-square distribution's 99.9th percentile by degrees of freedom: a false alarm once in 1,000 runs. */
const CRITICAL_999 = [Infinity, 10.83, 13.82, 16.27, 18.47, 20.52];

describe('traffic split', () => {
  it('has the spec’s table, shares as written and configured shares taken from the largest', () => {
    const splits = trafficSplits({ autoWayPercent: 10, homePilotLtPercent: 5, lifeQsPercent: 2 });
    expect(splits.auto).toEqual({ normal: { QS: 90, WY: 10 }, pilot: { ZE: 100 } });
    expect(splits.home).toEqual({
      normal: { MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 },
      pilot: { MA: 2.5, PG: 0.01, QS: 92.49, LT: 5 },
    });
    expect(splits.renters).toEqual({ normal: { MA: 20, QS: 80 }, pilot: { MA: 25, QS: 75 } });
    expect(splits.motorcycle).toEqual({ normal: { MA: 80, QS: 20 }, pilot: { MA: 20, QS: 80 } });
    expect(splits.health).toEqual({ normal: { MA: 100 }, pilot: { MA: 80 } });
    expect(splits.life).toEqual({ normal: { MA: 97.99, PG: 0.01, QS: 2 }, pilot: { MA: 100 } });
    expect(splits.pet).toEqual({ normal: { MA: 100 }, pilot: { MA: 100 } });
  });

  it('leaves the part of 100 a split does not name to the ad server: home 19%, the health pilot 20%', () => {
    const splits = trafficSplits(settings);
    expect(pickPartner(splits.home.normal, () => 0.9)).toBeNull();
    expect(pickPartner(splits.health.pilot, () => 0.85)).toBeNull();
    expect(pickPartner(splits.health.pilot, () => 0.75)).toBe('MA');
  });

  it.each(
    SPLIT_VERTICALS.flatMap((vertical) =>
      (['normal', 'pilot'] as const).map((arm) => [vertical, arm] as const),
    ),
  )('%s (%s): 100,000 seeded draws pass a chi-square test against the percentages', (vertical, arm) => {
    const split = trafficSplits({ autoWayPercent: 12, homePilotLtPercent: 4, lifeQsPercent: 3 })[vertical][
      arm
    ];
    const counts = shares(split, 20261128);
    const { statistic, degrees } = chiSquare(split, counts);
    if (degrees > 0) expect(statistic).toBeLessThan(CRITICAL_999[degrees] ?? 0);
    // A partner with no share is never picked.
    for (const [code, weight] of Object.entries(split))
      if (weight === 0) expect(counts[code]).toBeUndefined();
    if (degrees === 0) expect(Object.keys(counts)).toHaveLength(1);
  });

  it('the test can tell: renormalising home’s shares over their sum of 81 would fail it', () => {
    const home = trafficSplits(settings).home.normal;
    const renormalised = { MA: (18.5 / 81) * 100, PG: (0.01 / 81) * 100, QS: (62.49 / 81) * 100 };
    const { statistic, degrees } = chiSquare(home, shares(renormalised, 20261128));
    expect(statistic).toBeGreaterThan(CRITICAL_999[degrees] ?? 0);
  });

  it('never picks a partner with no share', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (point) => {
        expect(pickPartner({ MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 }, () => point)).not.toBe('LT');
        expect(pickByWeight({ MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 }, () => point)).not.toBe('LT');
      }),
    );
    expect(pickByWeight({ MA: 0 }, Math.random)).toBeNull();
  });
});

describe('partner choice', () => {
  it('keeps a visitor’s choice in local storage and returns it next time', () => {
    const store = memoryStore();
    const first = choosePartner({ vertical: 'renters', pilot: false, settings, store, random: () => 0.1 });
    expect(first).toBe('MA');
    expect(store.values.get(PARTNER_CHOICE_KEY('renters'))).toBe('MA');
    expect(choosePartner({ vertical: 'renters', pilot: false, settings, store, random: () => 0.99 })).toBe(
      'MA',
    );
  });

  it('leaves no preference, and keeps none, when the pick lands on the part no partner has', () => {
    const store = memoryStore();
    expect(choosePartner({ vertical: 'home', pilot: false, settings, store, random: () => 0.95 })).toBeNull();
    expect(store.values.size).toBe(0);
  });

  it('keeps the auto pilot choice once chosen, even when the split moves on', () => {
    const store = memoryStore();
    expect(choosePartner({ vertical: 'auto', pilot: true, settings, store })).toBe('ZE');
    expect(
      choosePartner({ vertical: 'auto', pilot: true, settings: { ...settings, autoWayPercent: 50 }, store }),
    ).toBe('ZE');
  });

  it('picks again when a kept choice no longer has a share', () => {
    const store = memoryStore();
    store.setItem(PARTNER_CHOICE_KEY('pet'), 'QS');
    expect(choosePartner({ vertical: 'pet', pilot: false, settings, store })).toBe('MA');
  });

  it('only warns when local storage fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: ChoiceStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(choosePartner({ vertical: 'pet', pilot: false, settings, store: broken })).toBe('MA');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the partner kept, served and tracked', () => {
  it('is one partner: the embedded ad server serves a kept auto pilot choice the split no longer names', async () => {
    const store = memoryStore();
    store.setItem(PARTNER_CHOICE_KEY('auto'), 'QS');
    const kept = choosePartner({ vertical: 'auto', pilot: true, settings, store });
    expect(kept).toBe('QS');
    const decisions = await createEmbeddedDecisionSource(settings).decide(
      {
        vertical: 'auto',
        placements: [{ divName: 'auto-hub', adTypes: [5] }],
        url: 'http://localhost/insurance/auto/',
        zip: '30301',
        state: 'GA',
        keywords: ['auto'],
        preferredPartner: kept,
        pilot: true,
      },
      { ip: '203.0.113.7', userAgent: null },
    );
    expect(decisions['auto-hub']?.advertiser_id).toBe(partnerByCode('QS').advertiserId);
  });
});
